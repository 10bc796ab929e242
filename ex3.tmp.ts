import { compileOracle } from './src/core/effects/parse';
import { card } from './src/core/rules/scenarios/cards';
for (const n of process.argv.slice(2)) { const c = card(n); console.log(n, '|', c.oracleText.replace(/\n/g,' / '), '\n  ', JSON.stringify(compileOracle(c.name, c.oracleText, c.typeLine))); }
