import { useMemo } from 'react';
import type { TableProps } from '../../types';
import type { Affordances } from '../magic/affordances';
import { MagicTable } from '../magic/MagicTable';
import type { RView } from '../magic/types';
import { diceExtOf, healOf, rollPrompt, trayOf } from './rollTray';
import { RollTray } from './RollTray';

/** While a roll's window is open: the result in words and what a response does. */
const promptOf = (v: RView, aff: Affordances) => rollPrompt(v, aff.kind);

/**
 * Magic Combat with Dice's table (issue 20): the Magic table (the core's decisions map through its
 * affordances as in Classic; damage marks stay on creatures since 004 damage does not wear off) with
 * the d20 tray beside the stack — the open roll, its modifiers and running result while the
 * response window is open (and the decision bar says so), and the end-of-turn healing.
 */
export function CombatWithDiceTable(props: TableProps<RView>) {
  const v = props.snapshot.view;
  const tray = useMemo(() => trayOf(v), [v]);
  const heal = useMemo(() => healOf(v), [v]);
  const five = diceExtOf(v)?.opts.five ?? 'miss';
  // A new roll (a new dice line in the log) remounts the die, so it spins once per roll.
  const log = props.snapshot.log;
  const rollKey = useMemo(() => {
    const dice = log.filter((e) => e.type === 'dice');
    return `${dice.length}/${dice[dice.length - 1]?.step ?? -1}`;
  }, [log]);
  return (
    <MagicTable
      {...props}
      side={<RollTray tray={tray} heal={heal} rollKey={rollKey} five={five} />}
      promptOf={promptOf}
    />
  );
}

export { subjectOf as combatWithDiceSubjectOf } from '../magic/affordances';
