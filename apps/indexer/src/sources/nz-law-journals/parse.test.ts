import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { nzLawJournals } from '.';
import { accessTypeOf, archiveUrlOf, parseJournals } from './parse';

describe('nz-law-journals', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(nzLawJournals, import.meta.dirname);
  });

  it('reads all 18 journals of the bundled snapshot with provenance', () => {
    const records = parseJournals(DATA_DIR);
    expect(records).toHaveLength(18);
    for (const r of records) expect(r.sourceUrl).toMatch(/^https?:\/\//);
  });

  it.each([
    ['back issues free on NZLII (database WkoLawRw)', 'open'],
    ['online e-journal', 'open'],
    ['sold per issue (NZ$75.00 per issue listed for 2023 issues)', 'subscription'],
    ['subscription (per JournalTOCs); older volumes on NZLII (NZYbkIntLaw)', 'hybrid'],
    ['OJS site; authors retain copyright (open access status not stated on page read)', 'unknown'],
    [undefined, 'unknown'],
  ] as const)('access note %j → %s', (note, expected) => {
    expect(accessTypeOf(note)).toBe(expected);
  });

  it.each([
    ['back issues free on NZLII (database WkoLawRw)', 'http://www.nzlii.org/nz/journals/WkoLawRw/'],
    [
      'subscription (per JournalTOCs); older volumes on NZLII (NZYbkIntLaw)',
      'http://www.nzlii.org/nz/journals/NZYbkIntLaw/',
    ],
    ['sold per issue (NZ$75.00 per issue listed for 2023 issues)', null],
    [undefined, null],
  ] as const)('NZLII database of %j → %s', (note, url) => {
    expect(archiveUrlOf(note)).toBe(url);
  });
});
