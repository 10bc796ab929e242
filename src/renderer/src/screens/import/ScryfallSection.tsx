export function ScryfallSection() {
  return (
    <div className="placeholder-body">
      <p className="soon">Not built yet. This is what will be here:</p>
      <p>
        Search Scryfall and add cards, add whole sets or open booster packs, and import Scryfall bulk data so every card
        is available offline.
      </p>
    </div>
  );
}
