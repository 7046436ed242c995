import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { loadSource, type Source } from './define-source';

/**
 * The golden test of a source (as juriscraper does): parses the source's recorded input in
 * `sources/<id>/fixtures/` (trimmed real files, laid out like `data/`, with a README saying where they came from),
 * runs its sanity checks, and compares the records with `sources/<id>/golden.json`. A missing golden file fails like a
 * different one, in every mode (vitest.config.ts). After a deliberate parser change, or for a new source, write it
 * with `pnpm exec vitest run <test file> -u` (or UPDATE_GOLDEN=1) and review its diff.
 * @param sourceDir the source's folder (`import.meta.dirname` in its test).
 */
export async function expectGoldenOutput(source: Source, sourceDir: string): Promise<void> {
  // A trimmed fixture holds fewer records than a healthy full parse: only the count check is relaxed.
  const { records } = await loadSource(source, join(sourceDir, 'fixtures'), {
    ...source.sanity,
    minCount: 1,
  });
  const golden = join(sourceDir, 'golden.json');
  await expect(`${JSON.stringify(records, null, 2)}\n`).toMatchFileSnapshot(golden, missingHint(golden));
}

/** Said when a golden file is missing: how to write one (a plain run never does). */
export function missingHint(golden: string): string | undefined {
  return existsSync(golden)
    ? undefined
    : `${golden} is missing: write it with \`pnpm exec vitest run <test file> -u\` and review it`;
}
