import { useEffect, useState } from 'react';
import type { CollectionEntryDto } from '../../../../contract/cards';
import { api } from '../../api/client';
import { useBusyCall } from '../../api/useBusyCall';
import { BusyButton } from '../../components/BusyButton';
import { CardFace } from '../../components/CardFace';
import { EffectVerdictDetail } from '../../components/EffectVerdict';
import { ErrorLine } from '../../components/ErrorLine';
import { ManaText } from '../../components/ManaText';

/**
 * One owned card: its picture (the Scryfall image when cached on disk, else a drawn face), its
 * rules text and printing. Downloading the image is the user's explicit action (Scryfall is only
 * called when asked).
 */
export function CardDetail({ entry, onClose }: { entry: CollectionEntryDto; onClose: () => void }) {
  const { card, printing } = entry;
  const [image, setImage] = useState<string | null>(null);
  const { busy, error, run } = useBusyCall();
  const [face, setFace] = useState(0);
  // The parent gives this component key={printing id}: another card remounts it with fresh state.
  useEffect(() => {
    let live = true;
    api
      .call('cards.image', { printingId: printing.id, download: false })
      .then((r) => live && setImage(r.dataUrl))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [printing.id]);
  const canDownload = !image && Object.keys(printing.imageUris).length > 0;
  const download = () =>
    run(async () => {
      setImage((await api.call('cards.image', { printingId: printing.id, download: true })).dataUrl);
    });
  const twoFaced = card.faces.length > 1 && card.layout !== 'split';
  return (
    <aside className="card-detail panel" aria-label={`${card.name} details`} data-testid="card-detail">
      <div className="card-detail-head">
        <h2>{card.name}</h2>
        <button type="button" className="btn secondary" onClick={onClose} data-testid="card-detail-close">
          Close
        </button>
      </div>
      <CardFace card={card} imageUrl={image} face={face} />
      {twoFaced && (
        <button type="button" className="btn secondary" onClick={() => setFace(face ? 0 : 1)}>
          Show {face ? 'front' : 'back'} face
        </button>
      )}
      {canDownload && (
        <BusyButton
          busy={busy}
          busyText="Fetching image…"
          onClick={download}
          className="btn secondary"
          testId="card-image-download"
        >
          Show the Scryfall image
        </BusyButton>
      )}
      <ErrorLine error={error} />
      <EffectVerdictDetail card={card} />
      <dl className="facts compact">
        <dt>Cost</dt>
        <dd>
          {card.manaCost ? <ManaText text={card.manaCost} /> : '—'} (mana value {card.manaValue})
        </dd>
        <dt>Type</dt>
        <dd>{card.typeLine}</dd>
        {card.keywords.length > 0 && (
          <>
            <dt>Keywords</dt>
            <dd>{card.keywords.join(', ')}</dd>
          </>
        )}
        <dt>Printing</dt>
        <dd>
          {printing.setName} ({printing.set.toUpperCase()}) #{printing.collectorNumber}, {printing.rarity}
        </dd>
        <dt>Owned</dt>
        <dd>
          {entry.quantity}
          {entry.foil ? ' foil' : ''}, {entry.condition.replace('_', ' ')}, {entry.language}
        </dd>
      </dl>
    </aside>
  );
}
