/**
 * `pnpm eval` — measures plain-language retrieval against a running API (`EVAL_API_URL`, default
 * http://localhost:8080; see README.md here).
 *
 * By default it searches both development sets of everyday situations (situations-dev.jsonl, 150 situations;
 * situations-dev-2.jsonl, 52 by another hand) and prints each apart: recall@5, MRR and a per-area table, worst areas
 * first. Flags: --set FILE (only this JSONL set; repeatable) · --misses (list the situations missed at 5 with their top
 * 5, or the passages missed) · --explain (with --misses, each listed result shows the rankings that hold it:
 * `words#2 meaning_acts#1 cited#4 ×1.42`) · --json FILE (per-situation ranks) · --sentences N (N 16-word passages
 * of random sections) · --phrases N (N ten-word phrases, each held by one Act only, quoted and unquoted) ·
 * --examples (the main page's example searches) · --topics N (N Acts' subjects as their titles name them, `topics.ts`)
 * · --typos (each situation with one SYNTHETIC typing slip in one of its words, `typos.ts`, reported apart) ·
 * --no-situations (only the passage, example or topic checks).
 * Exits non-zero when the API does not answer. It is a measuring script, not a test: it asserts nothing.
 */
import { writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { API } from './api';
import { examples } from './examples';
import { phrases, sentences } from './passages';
import { printSet, readSet, runSet, type SituationRow } from './situations';
import { topics } from './topics';
import { withTypos } from './typos';

const { values } = parseArgs({
  options: {
    misses: { type: 'boolean', default: false },
    json: { type: 'string' },
    set: { type: 'string', multiple: true },
    sentences: { type: 'string' },
    phrases: { type: 'string' },
    examples: { type: 'boolean', default: false },
    topics: { type: 'string' },
    'no-situations': { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    typos: { type: 'boolean', default: false },
  },
});

/** The development sets, each reported apart: a change that lifts one and not the other is tuning. */
const DEFAULT_SETS = ['situations-dev.jsonl', 'situations-dev-2.jsonl'].map((f) =>
  resolve(import.meta.dirname, f),
);

async function main() {
  if (!values['no-situations']) {
    const all: SituationRow[] = [];
    for (const file of values.set ?? DEFAULT_SETS) {
      const started = Date.now();
      const set = values.typos ? withTypos(readSet(file)) : readSet(file);
      const rows = await runSet(set, values.explain);
      printSet(`${basename(file, '.jsonl')}${values.typos ? ', one slip each' : ''}`, rows, values.misses);
      console.log(
        `  ${((Date.now() - started) / Math.max(1, rows.length)).toFixed(0)} ms per search, ${API}`,
      );
      all.push(...rows);
    }
    if (values.json)
      writeFileSync(
        values.json,
        JSON.stringify(
          all.map((r) => ({ id: r.s.id, rank: r.rank, top: r.top })),
          null,
          1,
        ),
      );
  }
  if (values.sentences) await sentences(Number(values.sentences), values.misses);
  if (values.phrases) await phrases(Number(values.phrases), values.misses);
  if (values.examples) await examples();
  if (values.topics) await topics(Number(values.topics), values.misses);
}

main().catch((err: unknown) => {
  console.error(`pnpm eval: ${(err as Error).message}`);
  process.exit(1);
});
