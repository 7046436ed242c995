/**
 * Prints, for every statement of law in data/guidance/guidance.json, the text of each provision it cites as the
 * newest version of the Act held in data/ prints it, with that version's as-at date and where it is: what a reviewer
 * reads each statement against (data/guidance/REVIEW.md). The same lookup gives each statement its "checked against"
 * line when the indexer builds the guidance records (sources/guidance/provisions.ts).
 *
 * Run: `pnpm --filter @aotearoa/indexer check-guidance [id-prefix]`, e.g. `situations/tenancy-bond` for one record.
 * Exits 1 (after printing the rest) when a cited Act is not held or a cited section is missing or repealed.
 */
import { DATA_DIR } from '../src/corpus';
import { readGuidance } from '../src/sources/guidance/parse';
import {
  citedActs,
  citedProvisions,
  placedStatements,
  readHeldActs,
} from '../src/sources/guidance/provisions';

const prefix = process.argv[2] ?? '';
const data = readGuidance(DATA_DIR);
const held = readHeldActs(DATA_DIR, citedActs(data));
let failed = 0;
let shown = 0;
for (const placed of placedStatements(data)) {
  if (!placed.id.startsWith(prefix)) continue;
  const { act, section } = placed.statement.source;
  console.log(`\n=== ${placed.id} — ${act}, ${section}`);
  console.log(placed.statement.text);
  try {
    const { act: text, provisions } = citedProvisions(placed, held);
    const kind = text.olderReprint ? 'reprint (no later text held)' : 'version';
    console.log(
      `--- checked against: ${text.actTitleInSource}, ${kind} as at ${text.versionAsAt ?? 'unknown'} (${text.dataset}/${text.file})`,
    );
    for (const p of provisions) console.log(`\ns ${p.section} ${p.heading} <${p.url}>\n${p.text}`);
    shown++;
  } catch (err) {
    console.log(`!!! ${(err as Error).message}`);
    failed++;
  }
}
console.log(`\n${shown} statements shown with their provisions, ${failed} without`);
if (failed > 0) process.exit(1);
