import { memo } from 'react';
import type { Affordances } from './affordances';
import { CardFrame, IDLE } from './CardFrame';
import { cardOf } from './names';
import type { RView } from './types';
import { ChoiceButton } from '../../../../components/ChoiceButton';

/**
 * What the person must decide, in words, with the answers that are not clicks on the table:
 * pass (Space), done, keep or mulligan, modes, X, colours, yes/no, trigger order; the selected
 * card's own choices; and the options of a pick that are not on the table (a graveyard card, a
 * card found by a search). Fixed height: the table below never moves when it changes.
 */
function DecisionBarImpl({
  v,
  aff,
  busy,
  waiting,
  onAct,
  onZoom,
}: {
  v: RView;
  aff: Affordances;
  busy: boolean;
  waiting: string;
  onAct(index: number): void;
  onZoom(id: number | null): void;
}) {
  return (
    <section
      className={`mt-decision${aff.kind ? ' yours' : ''}`}
      aria-label="Your decision"
      data-testid="mt-decision"
      data-kind={aff.kind ?? ''}
    >
      <p className="mt-prompt" data-testid="mt-prompt">
        {aff.kind ? aff.prompt : waiting}
      </p>
      <div className="mt-buttons">
        {aff.menu.map((b) => (
          <button
            key={`m${b.index}`}
            type="button"
            className="btn mt-menu"
            disabled={busy}
            onClick={() => onAct(b.index)}
            data-testid="mt-menu"
          >
            {b.label}
          </button>
        ))}
        {aff.offTable.map((o) => {
          const card = cardOf(v, o.id);
          const obj = v.objs[o.id];
          if (!card || !obj) return null;
          return (
            <CardFrame
              key={o.key}
              id={o.id}
              obj={obj}
              card={card}
              look={null}
              size="land"
              state={{ ...IDLE, clickable: !busy, action: `Choose ${card.name}` }}
              attached=""
              onClick={() => onAct(o.index)}
              onZoom={onZoom}
            />
          );
        })}
        {aff.buttons.map((b) => (
          <ChoiceButton key={b.index} primary={b.primary} busy={busy} onClick={() => onAct(b.index)} testId="mt-button">
            {b.label}
            {b.index === aff.spaceIndex && <kbd className="mt-kbd">Space</kbd>}
          </ChoiceButton>
        ))}
      </div>
    </section>
  );
}

/** Redrawn only when its props change (not when the zoom moves). */
export const DecisionBar = memo(DecisionBarImpl);
