/**
 * Finds a source for each proposed legal-area term, for apps/indexer/src/enrich/legal-areas/legal-area-rules.json.
 * Run: `pnpm --filter @aotearoa/indexer find-area-sources <proposals.json> [out.json]`.
 *
 * `proposals.json` maps areas to the terms proposed for their titles and texts
 * (`{ "employment": { "title": ["holidays act"], "text": ["personal grievance"] } }`; terms in lower case, matched at
 * a word's start as the rules match them). Each term is looked up among the area's names, its courts, the Acts of the
 * area (their titles, definitions, headings, purpose sections, the Acts they cite, their text) and the Ministry of
 * Justice glossary (`findSource`); a term with no source is left out and listed. The terms found (with their sources)
 * are printed as JSON, or written to `out.json`, for a maintainer to merge into the rules; the data test
 * (`legal-area-rules.data.test.ts`) checks every source again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { LegalArea } from '@aotearoa/contracts';
import { DATA_DIR } from '../src/corpus';
import { findSource, readAreaEvidence } from '../src/enrich/legal-areas/evidence';
import { LEGAL_AREA_RULES, type SourcedTerm } from '../src/enrich/legal-areas/rules';

const [proposalsFile, outFile] = process.argv.slice(2);
if (!proposalsFile) {
  console.error('usage: find-area-sources <proposals.json> [out.json]');
  process.exit(2);
}
const proposals = JSON.parse(readFileSync(proposalsFile, 'utf8')) as Record<
  string,
  { title?: string[]; text?: string[] }
>;
const ev = readAreaEvidence(DATA_DIR);
const out: Record<string, { title: SourcedTerm[]; text: SourcedTerm[] }> = {};
const unsourced: string[] = [];
let proposed = 0;
for (const [area, lists] of Object.entries(proposals)) {
  const rule = LEGAL_AREA_RULES.areas.find((r) => r.area === (area as LegalArea));
  if (!rule) {
    console.error(`unknown area '${area}'`);
    process.exit(2);
  }
  const found = { title: [] as SourcedTerm[], text: [] as SourcedTerm[] };
  for (const where of ['title', 'text'] as const)
    for (const term of lists[where] ?? []) {
      proposed++;
      const source = findSource(term, rule, LEGAL_AREA_RULES.courts, ev);
      if (source) found[where].push({ term, source });
      else unsourced.push(`${area} ${where} '${term}'`);
    }
  out[area] = found;
}
const json = `${JSON.stringify(out, null, 2)}\n`;
if (outFile) writeFileSync(outFile, json);
else process.stdout.write(json);
console.error(
  `${proposed - unsourced.length} of ${proposed} terms sourced; no source found for:\n  ${unsourced.join('\n  ')}`,
);
