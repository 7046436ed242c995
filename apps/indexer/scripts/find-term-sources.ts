/**
 * Finds a source for each proposed everyday-to-legal mapping, for packages/contracts/src/everyday-terms/
 * everyday-terms.json. Run: `pnpm --filter @aotearoa/indexer find-term-sources <proposals.json> [out.json]`.
 *
 * `proposals.json` maps everyday words or phrases to the legal terms proposed for them, best first
 * (`{ "fired": ["dismissal", "personal grievance"] }`). Each pair is looked up in the Acts' interpretation sections
 * and headings, the Ministry of Justice glossary and WordNet 3.1 (`findSource`); a pair with no source is left out
 * and listed, an everyday word with no sourced term is left out. The entries found (with their sources) are
 * printed as JSON, or written to `out.json`, for a maintainer to merge into the everyday terms; the data test
 * (`everyday-terms.data.test.ts`) checks every source again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { EverydayTermEntry } from '@aotearoa/contracts';
import { DATA_DIR } from '../src/corpus';
import { findSource, prepareSources } from '../src/everyday-terms/evidence';
import { readEvidenceSources } from '../src/everyday-terms/sources';

const [proposalsFile, outFile] = process.argv.slice(2);
if (!proposalsFile) {
  console.error('usage: find-term-sources <proposals.json> [out.json]');
  process.exit(2);
}
const proposals = JSON.parse(readFileSync(proposalsFile, 'utf8')) as Record<string, string[]>;
const sources = prepareSources(readEvidenceSources(DATA_DIR));
const entries: EverydayTermEntry[] = [];
const unsourced: string[] = [];
let pairs = 0;
for (const [everyday, terms] of Object.entries(proposals)) {
  const found: EverydayTermEntry['terms'] = [];
  for (const term of terms) {
    pairs++;
    const source = findSource(everyday, term, sources);
    if (source) found.push({ term, source });
    else unsourced.push(`${everyday} → ${term}`);
  }
  if (found.length > 0) entries.push({ everyday, terms: found });
}
const json = `${JSON.stringify(entries, null, 2)}\n`;
if (outFile) writeFileSync(outFile, json);
else process.stdout.write(json);
console.error(
  `${pairs - unsourced.length} of ${pairs} mappings sourced (${entries.length} of ${Object.keys(proposals).length} everyday words); no source found for:\n  ${unsourced.join('\n  ')}`,
);
