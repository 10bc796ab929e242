import { Placeholder } from '../components/Placeholder';

export function CollectionScreen() {
  return (
    <Placeholder title="Collection">
      <ul>
        <li>Every card you own, searchable and filterable by name, type, colour, mana value and set.</li>
        <li>Quantities you can edit, a card detail view with the card's image or a drawn face.</li>
        <li>A bundled starter pool of real cards so you can play offline on the first run.</li>
      </ul>
    </Placeholder>
  );
}
