import { memo } from 'react';
import { D20 } from './D20';
import type { HealModel, TrayModel, TrayRow } from './rollTray';
import { attackTableRows, signed } from './rollTray';

function AttackTable({ rows, caption }: { rows: TrayRow[]; caption: string }) {
  return (
    <ol className="cwd-table" aria-label={caption} data-testid="cwd-table">
      {rows.map((r) => (
        <li
          key={r.outcome}
          className={`cwd-row ${r.outcome}${r.active ? ' active' : ''}`}
          aria-current={r.active ? 'true' : undefined}
          data-testid={r.active ? 'cwd-row-active' : undefined}
        >
          <span>{r.label}</span>
          <span className="cwd-range">{r.range}</span>
        </li>
      ))}
    </ol>
  );
}

/** The open roll: the die, who strikes what, each modifier, the running result and its table row. */
function OpenRoll({ t }: { t: TrayModel }) {
  return (
    <>
      <h3 className="cwd-title" data-testid="cwd-title">
        {t.title}
      </h3>
      <p className="cwd-who" data-testid="cwd-who">
        <b>{t.striker}</b> → {t.target}
      </p>
      <div className="cwd-die-row">
        <D20 natural={t.natural} />
        <div className={`cwd-result ${t.outcome}`}>
          <span className="cwd-total" data-testid="cwd-total">
            {t.total}
          </span>
          <span className="cwd-outcome" data-testid="cwd-outcome">
            {t.outcomeLabel}
          </span>
        </div>
      </div>
      {t.naturalNote && <p className="cwd-note">{t.naturalNote}</p>}
      <ul className="cwd-terms" aria-label="Modifiers" data-testid="cwd-terms">
        <li className="natural">
          <span>d20</span>
          <b>{t.natural}</b>
        </li>
        {t.terms.map((m, i) => (
          <li key={i} className={m.side} data-testid="cwd-term">
            <span>{m.text}</span>
            <b>{signed(m.sign, m.value)}</b>
          </li>
        ))}
        <li className="sum">
          <span>result</span>
          <b data-testid="cwd-sum">= {t.total}</b>
        </li>
      </ul>
      {t.defenceNote && <p className="cwd-note">{t.defenceNote}</p>}
      <AttackTable rows={t.rows} caption="Attack table, the result's row marked" />
      <p className="cwd-effect" data-testid="cwd-effect">
        {t.outcomeLabel}: {t.effect}
      </p>
      <p className="cwd-hint">Powers may still change: respond with a spell, or pass to read the roll.</p>
    </>
  );
}

function Healing({ h }: { h: HealModel }) {
  return (
    <>
      <h3 className="cwd-title">End of turn: healing</h3>
      <p className="cwd-who" data-testid="cwd-heal-creature">
        <b>{h.creature}</b> has {h.damage} damage.
      </p>
      <p className="cwd-heal-text" data-testid="cwd-heal-text">
        {h.text}
      </p>
      <p className="cwd-note">
        {h.decider === 'You' ? 'Your' : `${h.decider}'s`} life: {h.life}
      </p>
    </>
  );
}

/**
 * The d20 tray beside the stack: the open roll while its response window is open (updating as
 * powers change), the end-of-turn healing while it is asked, else the attack table to read by.
 */
function RollTrayImpl({
  tray,
  heal,
  rollKey,
  five,
}: {
  tray: TrayModel | null;
  heal: HealModel | null;
  rollKey: string;
  five: 'miss' | 'partial';
}) {
  const state = tray ? 'roll' : heal ? 'heal' : 'idle';
  return (
    <section
      className={`cwd-tray ${state}${tray?.yours ? ' yours' : ''}`}
      aria-label="The d20"
      aria-live="polite"
      tabIndex={0}
      data-testid="cwd-tray"
      data-state={state}
      data-outcome={tray?.outcome ?? ''}
      key={state === 'roll' ? rollKey : state}
    >
      {tray && <OpenRoll t={tray} />}
      {!tray && heal && <Healing h={heal} />}
      {!tray && !heal && (
        <>
          <h3 className="cwd-title">d20 attack table</h3>
          <p className="cwd-note">Each attack: d20 + power − the blocker&apos;s power.</p>
          <AttackTable rows={attackTableRows(five, null)} caption="Attack table" />
        </>
      )}
    </section>
  );
}

/** Redrawn only when its props change. */
export const RollTray = memo(RollTrayImpl);
