import { scenario } from './src/core/rules/testkit';
import { card } from './src/core/rules/scenarios/cards';
import { chars } from './src/core/rules/chars/compute';
import { readerOf } from './src/core/rules/reader';
const s = scenario(card).battlefield(0, 'Charging Rhino').battlefield(1, 'Grizzly Bears', 'Hill Giant').start();
s.passTo('declareAttackers').attack('Charging Rhino');
s.passTo('declareBlockers');
s.act({ t: 'block', o: s.id('Grizzly Bears'), at: s.id('Charging Rhino') });
console.log(JSON.stringify(s.s.combat), chars(readerOf(s.s)).mods, s.id('Charging Rhino'));
