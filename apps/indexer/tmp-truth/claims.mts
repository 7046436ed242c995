import { SITUATION_GUIDANCE, TOPIC_INFORMATION } from '@aotearoa/contracts';
const out: string[] = [];
const add = (s: any) => { if (!s) return; for (const sec of s.source.section.replace(/^ss? /, '').split(/,\s*/)) out.push(`${s.source.act}|${sec.trim()}`); };
for (const g of SITUATION_GUIDANCE) { g.keyPoints.forEach(add); add(g.timeLimit); }
for (const t of TOPIC_INFORMATION) { add(t.definition); add(t.relevantCourt); add(t.timeLimit); t.keyProvisions.forEach(add); }
console.log([...new Set(out)].join('\n'));
