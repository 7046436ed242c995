import { readFileSync, readdirSync } from 'node:fs';
import { detectSuppressionNotice } from '../src/enrich/suppression';
for (const f of readdirSync('../../data/worldwidelaw-nz/ERA')) {
  const r = JSON.parse(readFileSync(`../../data/worldwidelaw-nz/ERA/${f}`, 'utf8'));
  if (/Attention is drawn/.test(r.text ?? '')) console.log(f, JSON.stringify(r.text.slice(0, 200)), '=>', detectSuppressionNotice(r.text));
}
