import { Placeholder } from '../components/Placeholder';

export function ImportScreen() {
  return (
    <Placeholder title="Import">
      <ul>
        <li>Search Scryfall and add cards, whole sets, or opened booster packs.</li>
        <li>
          Read deck and collection files from Arena, MTGO, Cockatrice, Moxfield, ManaBox, Deckbox, Delver Lens,
          TCGplayer and Archidekt, with a preview before anything is saved.
        </li>
        <li>Import a Scryfall bulk data file so every card is available offline.</li>
      </ul>
    </Placeholder>
  );
}
