import { type DocumentType, isOfficialUrl, OFFICIAL_HOSTS, officialUrl } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { DATA_DIR, loadCorpus } from './corpus';

/**
 * Issue 14 ("Data truth") over the real bundled records: official links, legal areas per source, suppression
 * notices. Each block failed on the records before the fix (see the figures in the branch's report).
 */
describe('data truth over the whole corpus (real bundled data)', async () => {
  const { documents } = await loadCorpus(DATA_DIR);

  it('gives every record an official link on an allow-listed host for its type (never a mirror)', () => {
    const bad: string[] = [];
    for (const d of documents) {
      const url = officialUrl(d);
      if (!isOfficialUrl(d.type as DocumentType, url)) bad.push(`${d.id} ${url}`);
      expect(new URL(url).hostname).not.toMatch(/github\.com|docref|docslib|paperzz|vdocuments|123dok/);
    }
    expect(bad).toEqual([]);
    expect(Object.keys(OFFICIAL_HOSTS)).toContain('case_law');
  });

  describe('legal_area on a labelled sample per source', () => {
    /** Sample labels: the area the deciding body's jurisdiction or the case's subject fixes (read by hand). */
    const LABELS: Record<string, string> = {
      // Courts of New Zealand full texts (subject read from the judgment).
      'nzca-2025-650': 'commercial', // Zuru v LEGO: trade marks / copyright
      'nzsc-2025-191': 'criminal',
      'nzca-2026-62': 'criminal',
      'nzhc-2026-544': 'criminal',
      'nzsc-2026-19': 'criminal',
      'nzsc-2025-197': 'environmental',
      'nzca-2026-8': 'health',
      'nzca-2026-91': 'treaty_maori_land',
      'nzhc-2026-722': 'treaty_maori_land',
      'nzhc-2026-446': 'criminal',
      'nzhc-2026-472': 'civil_procedure',
    };
    const bySourceCourt: Record<string, string> = {
      'Employment Relations Authority': 'employment',
      'Health and Disability Commissioner': 'health',
      'Health Practitioners Disciplinary Tribunal': 'health',
    };
    const accuracy = (docs: typeof documents, label: (id: string, court: string | null) => string) => {
      const hits = docs.filter((d) => d.legal_area.includes(label(d.id, d.court) as never)).length;
      return { hits, total: docs.length, ratio: docs.length ? hits / docs.length : 1 };
    };

    for (const [court, area] of Object.entries(bySourceCourt)) {
      it(`${court}: every decision is ${area}`, () => {
        const docs = documents.filter((d) => d.court === court);
        expect(docs.length).toBeGreaterThanOrEqual(15);
        expect(accuracy(docs, () => area)).toMatchObject({ ratio: 1 });
      });
    }

    it('Courts of New Zealand judgments: the labelled subject is among the areas', () => {
      const docs = documents.filter((d) => d.id in LABELS);
      expect(docs).toHaveLength(Object.keys(LABELS).length);
      const acc = accuracy(docs, (id) => LABELS[id] ?? '');
      expect(acc.hits, JSON.stringify(docs.map((d) => [d.id, d.legal_area]))).toBe(acc.total);
    });
  });

  it('carries every notice-like paragraph of a record’s text in its suppression notice, verbatim', () => {
    const NOTICE_LIKE =
      /NOTE: PUBLICATION|NOTE:|ORDER PROHIBITING PUBLICATION|ORDERS? SUPPRESSING|SUPPRESSION ORDER|NON-PUBLICATION ORDER|Attention is drawn to (?:the )?orders? prohibiting publication|PROHIBITED BY S 20[0-4]/g;
    const missing: string[] = [];
    let checked = 0;
    for (const d of documents) {
      if (d.type !== 'case_law' || !d.content) continue;
      const text = d.content.replace(/\s+/g, ' ');
      const notice = String(d.metadata.suppression_notice ?? '').replace(/\s+/g, ' ');
      for (const m of text.matchAll(NOTICE_LIKE)) {
        const snippet = text.slice(m.index ?? 0, (m.index ?? 0) + 60);
        if (
          !/publi|suppress|prohibit|identif|report of this proceeding/i.test(
            text.slice(m.index ?? 0, (m.index ?? 0) + 300),
          )
        )
          continue; // a stray "NOTE:" that is no notice
        checked++;
        if (!notice.includes(snippet)) missing.push(`${d.id}: ${snippet}`);
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
