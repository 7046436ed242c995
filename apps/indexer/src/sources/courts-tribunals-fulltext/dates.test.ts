import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { parseWorldwidelaw } from './parse';

/** Dates over the real records: decision dates as the court gives them; fetch dates as New Zealand dates. */
describe('courts-tribunals-fulltext dates (real bundled data)', () => {
  const docs = parseWorldwidelaw(DATA_DIR);
  const byId = new Map(docs.map((d) => [d.id, d]));

  it('dates each Courts of New Zealand judgment as the judgment prints it', () => {
    expect(byId.get('nzsc-2026-19')?.date_published).toBe('2026-03-24');
    for (const d of docs.filter((x) => x.source.startsWith('Courts of New Zealand'))) {
      const [y, m, day] = (d.date_published ?? '').split('-').map(Number);
      const printed = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, day ?? 1)).toLocaleDateString('en-NZ', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(d.content ?? '', d.id).toContain(printed);
    }
  });

  it('gives the retrieval date in New Zealand time (fetched 2026-03-27T22:52Z is 28 March in Auckland)', () => {
    expect(byId.get('nzsc-2026-19')?.retrievedAt).toBe('2026-03-28');
  });
});
