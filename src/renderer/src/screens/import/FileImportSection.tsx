export function FileImportSection() {
  return (
    <div className="placeholder-body">
      <p className="soon">Not built yet. This is what will be here:</p>
      <p>
        Read deck and collection files from Arena, MTGO, Cockatrice, Moxfield, ManaBox, Deckbox, Delver Lens, TCGplayer
        and Archidekt, with a preview of every line before anything is saved.
      </p>
    </div>
  );
}
