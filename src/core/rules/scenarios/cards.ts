/** Real cards for the scenario tests: the bundled starter pool (real oracle text, resources/starter). */
import starter from '../../../../resources/starter/starter-pool.json';
import type { RulesCard } from '../config';
import { scenario, type Scenario } from '../testkit';

interface ScryFace {
  name: string;
  mana_cost?: string;
  type_line: string;
  oracle_text?: string;
  power?: string;
  toughness?: string;
}

interface ScryCard extends ScryFace {
  loyalty?: string;
  colors?: string[];
  layout?: string;
  card_faces?: ScryFace[];
}

/** A Scryfall card object as the core's card (faces kept for split and double-faced cards). */
export function fromScryfall(c: ScryCard): RulesCard {
  return {
    name: c.name,
    manaCost: c.mana_cost ?? c.card_faces?.[0]?.mana_cost ?? '',
    typeLine: c.type_line,
    oracleText: c.oracle_text ?? '',
    ...(c.power !== undefined ? { power: c.power } : {}),
    ...(c.toughness !== undefined ? { toughness: c.toughness } : {}),
    ...(c.loyalty !== undefined ? { loyalty: c.loyalty } : {}),
    ...(c.colors ? { colors: c.colors } : {}),
    ...(c.layout ? { layout: c.layout } : {}),
    ...(c.card_faces
      ? {
          faces: c.card_faces.map((f) => ({
            name: f.name,
            manaCost: f.mana_cost ?? '',
            typeLine: f.type_line,
            oracleText: f.oracle_text ?? '',
            ...(f.power !== undefined ? { power: f.power } : {}),
            ...(f.toughness !== undefined ? { toughness: f.toughness } : {}),
          })),
        }
      : {}),
  };
}

const byName = new Map<string, RulesCard>();
for (const c of (starter as { data: ScryCard[] }).data) if (!byName.has(c.name)) byName.set(c.name, fromScryfall(c));

export const STARTER: RulesCard[] = [...byName.values()];

export function card(name: string): RulesCard {
  const c = byName.get(name);
  if (!c) throw new Error(`no card ${name} in the starter pool`);
  return c;
}

/** Eight real cards: one more than the maximum hand size (cleanup tests). */
export const EIGHT_CARDS = [
  'Grizzly Bears',
  'Hill Giant',
  'Craw Wurm',
  'Wind Drake',
  'Serra Angel',
  'Giant Spider',
  'Shivan Dragon',
  'Lightning Bolt',
];

/** Seat 0 holds Lightning Bolt over `mountains` Mountains; seat 1 holds `counter` over two Islands. */
export function boltVersus(counter: string, mountains = 1): Scenario {
  return scenario(card)
    .battlefield(0, ...Array<string>(mountains).fill('Mountain'))
    .battlefield(1, 'Island', 'Island')
    .hand(0, 'Lightning Bolt')
    .hand(1, counter)
    .start();
}

/** Gravedigger cast and resolved with Grizzly Bears in the graveyard: its "you may" is being asked. */
export function gravediggerAsking(): Scenario {
  const s = scenario(card)
    .battlefield(0, 'Swamp', 'Swamp', 'Swamp', 'Swamp')
    .graveyard(0, 'Grizzly Bears')
    .hand(0, 'Gravedigger')
    .start();
  s.cast(0, 'Gravedigger').resolve();
  // The lone target may have been chosen for the player already.
  if (s.s.pending?.d === 'target') s.pick('Grizzly Bears');
  return s.resolve();
}
