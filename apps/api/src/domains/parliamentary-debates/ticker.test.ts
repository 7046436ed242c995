import type { IndexRecord } from '@aotearoa/contracts';
import type { Meilisearch } from 'meilisearch';
import { describe, expect, it } from 'vitest';
import { debateStatus, hasSpokenWords, loadTicker, makeExcerpt, toDebateItem } from './ticker';

const base: IndexRecord = {
  id: 'x--0',
  doc_id: 'x',
  chunk_index: 0,
  chunk_heading: null,
  year: 2003,
  date_ts: Date.UTC(2003, 10, 12) / 1000,
  title_sort: 'general debates',
  title: 'General Debates',
  type: 'parliamentary_debate',
  court: null,
  citation: null,
  date_enacted: null,
  date_published: '2003-11-12',
  legal_area: ['general'],
  summary: null,
  content:
    'The second is a certificate of incorporation showing various other companies with extremely similar names set up by Mr Alister Taylor.',
  author: null,
  university: null,
  sections_count: 0,
  citation_count: 0,
  is_current: true,
  pdfUrl: null,
  metadata: { speaker: 'CLAYTON COSGROVE', debate_type: 'debate', debate_category: 'General Debate' },
  source: 'New Zealand Parliament Hansard (via corpus-nz-hansard)',
  sourceUrl: 'https://github.com/edithatogo/corpus-nz-hansard',
  retrievedAt: '2024-09-06',
};

describe('debateStatus', () => {
  const now = new Date('2026-11-22T04:00:00Z'); // 5 pm, Sunday 22 November 2026 in Auckland
  it('never calls an old Hansard record Live or Recent', () => {
    expect(debateStatus(base, Date.parse('2003-11-12'), now)).toBe('Archived');
  });
  it('is Live only on the same New Zealand day, Recent within 7 days', () => {
    expect(debateStatus(base, Date.parse('2026-11-21T23:00:00Z'), now)).toBe('Live'); // 12 pm NZ, same day
    expect(debateStatus(base, Date.parse('2026-11-21T08:00:00Z'), now)).toBe('Recent'); // the day before in NZ
    expect(debateStatus(base, Date.parse('2026-11-10T00:00:00Z'), now)).toBe('Archived');
  });
  it('uses a bill’s own state', () => {
    const bill = {
      ...base,
      title: 'Gas (Market Transparency) Amendment Bill',
      source: 'NZ Parliament Bills API',
    };
    expect(
      debateStatus({ ...bill, metadata: { bill_status: 'Royal Assent' } }, Date.parse('2026-06-05'), now),
    ).toBe('Completed');
    expect(
      debateStatus({ ...bill, metadata: { bill_status: 'First Reading' } }, Date.parse('2026-06-05'), now),
    ).toBe('In progress');
    // A finished bill is never Live, even when dated today.
    expect(
      debateStatus(
        { ...bill, metadata: { bill_status: 'Royal Assent' } },
        Date.parse('2026-11-22T01:00:00Z'),
        now,
      ),
    ).toBe('Recent');
  });
});

describe('toDebateItem', () => {
  it('keeps provenance, leaves party null and sets no viewer count', () => {
    const item = toDebateItem(base, new Date('2026-11-22T04:00:00Z'));
    expect(item).toMatchObject({
      id: 'x',
      status: 'Archived',
      debateType: 'General Debate',
      chamber: 'House of Representatives',
      topic: 'General Debates',
      speaker: 'CLAYTON COSGROVE',
      party: null,
      timestamp: '2003-11-12T00:00:00.000Z',
      sourceUrl: 'https://github.com/edithatogo/corpus-nz-hansard',
      retrievedAt: '2024-09-06',
    });
    expect(item).not.toHaveProperty('viewerCount');
  });
  it('lists a record the indexer gave no debate type as Other', () => {
    const { debate_category: _, ...metadata } = base.metadata;
    expect(toDebateItem({ ...base, metadata }, new Date())?.debateType).toBe('Other');
  });
  it('skips a record with no date', () => {
    expect(toDebateItem({ ...base, date_ts: null, date_published: null }, new Date())).toBeNull();
  });
});

describe('makeExcerpt', () => {
  it('cuts at a word boundary', () => {
    const out = makeExcerpt('word '.repeat(100), 30);
    expect(out.length).toBeLessThanOrEqual(30);
    expect(out.endsWith('word…')).toBe(true);
  });
});

describe('loadTicker', () => {
  /** A Meilisearch stand-in answering each `type = "…"` filter with the records of that type. */
  function stubMeili(records: IndexRecord[]): Meilisearch {
    const search = async (_q: string, opts: { filter: string }) => ({
      hits: records.filter((r) => opts.filter === `type = "${r.type}"`),
    });
    return { index: () => ({ search }) } as unknown as Meilisearch;
  }
  const bill: IndexRecord = {
    ...base,
    doc_id: 'bill-x',
    type: 'bill',
    title: 'Crimes Amendment Bill',
    metadata: { member_in_charge: 'Hon Paul Goldsmith', bill_status: 'Second Reading' },
  };

  it('shows speeches whenever the index holds any, with the newest date', async () => {
    const out = await loadTicker({ meili: stubMeili([base, bill]), sovereignMode: false });
    expect(out.shows).toBe('speeches');
    expect(out.items.map((i) => i.id)).toEqual([base.doc_id]);
    expect(out.newestDate).toBe('2003-11-12');
  });

  it('leaves out a speech that is only Hansard’s placeholder for te reo text still to come', async () => {
    // SYNTHETIC record; the placeholder is Hansard's own words, as data/hansard-te-reo-tehiku prints them (2017).
    const placeholder: IndexRecord = {
      ...base,
      doc_id: 'placeholder',
      date_ts: Date.UTC(2017, 11, 19) / 1000,
      date_published: '2017-12-19',
      content:
        '[Authorised Te Reo text to be inserted by the Hansard Office.] [Authorised Te Reo text to be inserted by the Hansard Office.]',
    };
    const out = await loadTicker({ meili: stubMeili([placeholder, base]), sovereignMode: false });
    expect(out.items.map((i) => i.id)).toEqual([base.doc_id]);
    expect(out.newestDate).toBe('2003-11-12');
    expect(
      hasSpokenWords({ excerpt: '[Authorised Te Reo text to be inserted by the Hansard Office.] Tēnā koe' }),
    ).toBe(true);
  });

  it('shows bills, named as such, only when no speech is held', async () => {
    const out = await loadTicker({ meili: stubMeili([bill]), sovereignMode: true });
    expect(out.shows).toBe('bills');
    expect(out.items.map((i) => i.speaker)).toEqual(['Hon Paul Goldsmith']);
    expect(out.dataMode).toBe('local-only');
  });
});
