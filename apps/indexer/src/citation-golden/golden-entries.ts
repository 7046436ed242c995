import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CitableDocument } from '@aotearoa/contracts';

/** One golden citation: a copy of the fields the formatter reads, its pinpoint, and the expected forms. */
export interface GoldenEntry {
  record: CitableDocument & { id: string; source: string };
  pinpoint?: string;
  nzlr: string;
  footnote?: string;
}

/** The golden citations (golden.json beside this file); a missing file fails the tests that read it. */
export const golden = JSON.parse(
  readFileSync(join(import.meta.dirname, 'golden.json'), 'utf8'),
) as GoldenEntry[];
