import { STARTER } from './src/core/rules/scenarios/cards';
import { buildDef, T } from './src/core/rules/defs';
import { executable } from './src/core/rules/legal';
import './src/core/rules/exec/registry';
let u = 0, r = 0; const miss: string[] = [];
for (const c of STARTER) { const d = buildDef(c); if (d.types & T.land || d.unknown.length) continue; u++; if (executable(d) && !(d.subtypes.includes('Aura') && !d.abilities.some((a) => a.type === 'spell'))) r++; else miss.push(c.name); }
console.log(u, r, miss.join('; '));
