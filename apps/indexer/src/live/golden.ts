import { join } from 'node:path';
import { expect } from 'vitest';
import type { Source } from '../sources/_shared/define-source';
import { missingHint } from '../sources/_shared/golden';
import { checkBatch } from './ingest';

/**
 * The golden test of a live connector's parser: parses the recorded answers in `sources/<id>/fixtures/live/`
 * with `parseFetched`, runs the live batch checks, and compares the records with `sources/<id>/fixtures/live-golden.json`
 * (missing or different, it fails in every mode; write it with `vitest run <test file> -u` after a deliberate change,
 * and review the diff).
 */
export async function expectLiveGoldenOutput(source: Source, sourceDir: string): Promise<void> {
  if (!source.parseFetched) throw new Error(`${source.id} has no live connector`);
  const batch = await source.parseFetched(join(sourceDir, 'fixtures', 'live'));
  checkBatch(source, batch, null);
  const golden = join(sourceDir, 'fixtures', 'live-golden.json');
  await expect(`${JSON.stringify(batch, null, 2)}\n`).toMatchFileSnapshot(golden, missingHint(golden));
}
