import { Placeholder } from '../components/Placeholder';

export function DecksScreen() {
  return (
    <Placeholder title="Decks">
      <ul>
        <li>Your saved decks for each variant, with an editor, a mana curve and a live legality panel.</li>
        <li>One button that builds the strongest legal deck for a variant from the cards you own.</li>
      </ul>
    </Placeholder>
  );
}
