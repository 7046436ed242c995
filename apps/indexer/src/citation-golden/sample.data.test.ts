import { join } from 'node:path';
import {
  CITATION_STYLES,
  type CitableDocument,
  type CitationOptions,
  citeDocument,
  type Document,
} from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../corpus';
import { DATA_DIR } from '../data-dir';
import { toIndexRecords } from '../enrich/chunk';
import { mergeDuplicates } from '../enrich/duplicates';

/**
 * Golden citations over a seeded random sample of every kind of record the documents index holds (issue 50): Acts,
 * Imperial Acts, regulations, each court and tribunal, bills and supplementary order papers, debates, journal
 * articles, theses and other scholarship. Each record goes the way the app's records go — parsed and enriched
 * (`loadCorpus`), duplicates merged (`mergeDuplicates`), turned into the card record the index stores and the API
 * returns (`toIndexRecords`) — and is cited by `citeDocument`, the function the citation dialog calls. The output
 * (`sample/golden.json`) was reviewed by hand against the New Zealand Law Style Guide (3rd ed) when it was written;
 * a change to the data or the rules shows here as a diff to review, and is accepted with
 * `pnpm vitest run --project data apps/indexer/src/citation-golden/sample.data.test.ts --update`.
 *
 * The sample is stable: within each kind, the SAMPLE_PER_KIND records whose ids hash lowest under SEED, so a record
 * added to or removed from one kind leaves the other kinds' picks alone.
 */
const SEED = 50;
const SAMPLE_PER_KIND = 3;

/** The records issue 50 found cited wrongly, always in the file after the sample (kind `issue 50`). */
const ISSUE_50 = [
  'bill-48acf00e-7be2-415e-8b98-a672cb6ac70a', // Animal Welfare Amendment Bill (67-1)
  'bill-d87a5c1c-3996-4894-281a-08db9f707df9', // Residential Property Managers Bill (280-1)
  'bill-498f22bc-1555-48b8-f468-08de6d0eb023', // English Language Bill (198-1)
  'nzca-2021-482', // [2021] NZCA 482, no name held
  'hpdt-phys25-645p', // HPDT decision naming the practitioner
  'nzempc-2016-173', // Lyttelton Port Company Ltd v Maritime Union of NZ Inc
  'nzempc-2021-124', // … Chief Executive of Oranga Tamariki - Ministry for Children
  'nzls-0176', // (2007) 15 Waikato Law Review, no first page
  'nzls-0124', // [2023] New Zealand Law Review, no first page
];

/** The kind of a record for sampling: its type, refined by court, bill kind, item type or Imperial status. */
function recordKind(doc: Pick<Document, 'type' | 'court' | 'metadata'>): string {
  const m = doc.metadata;
  switch (doc.type) {
    case 'case_law':
      return `case_law: ${doc.court ?? '(no court)'}`;
    case 'bill':
      return `bill: ${typeof m.kind === 'string' ? m.kind : 'bill'}`;
    case 'legislation':
      return m.imperial === true ? 'legislation: Imperial Act' : 'legislation: Act';
    case 'academic':
      return `academic: ${typeof m.item_type === 'string' ? m.item_type : 'article'}`;
    default:
      return doc.type;
  }
}

/** 32-bit FNV-1a of `seed:text`: a fixed pseudo-random rank for each id. */
function seededHash(seed: number, text: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${seed}:${text}`) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The pinpoint each type is cited at: a section; a bare number in an instrument (the rules choose `reg`, `r` or
 * `cl`); a clause, paragraph or page.
 */
const PINPOINTS: Partial<Record<Document['type'], string>> = {
  legislation: 's 5',
  regulation: '3',
  bill: '7',
  case_law: '[12]',
  academic: '70',
};

interface SampleEntry {
  kind: string;
  id: string;
  title: string;
  nzlr: string;
  apa: string;
  footnote: string;
  pinpoint?: string;
  /** Missing elements by style, only where some are missing. */
  missing?: Partial<Record<(typeof CITATION_STYLES)[number], string[]>>;
}

/** The sample, cited: kinds in alphabetical order, records by their rank within the kind. */
async function citeSample(): Promise<SampleEntry[]> {
  const { documents } = await loadCorpus(DATA_DIR);
  const byKind = new Map<string, Document[]>();
  for (const d of mergeDuplicates(documents)) {
    const kind = recordKind(d);
    byKind.set(kind, [...(byKind.get(kind) ?? []), d]);
  }
  const byId = new Map(documents.map((d) => [d.id, d]));
  const groups: [string, Document[]][] = [...byKind.keys()].sort().map((kind) => [
    kind,
    (byKind.get(kind) ?? [])
      .map((d) => ({ d, rank: seededHash(SEED, d.id) }))
      .sort((a, b) => a.rank - b.rank || a.d.id.localeCompare(b.d.id))
      .slice(0, SAMPLE_PER_KIND)
      .map(({ d }) => d),
  ]);
  groups.push(['issue 50', ISSUE_50.map((id) => byId.get(id)).filter((d): d is Document => d !== undefined)]);
  const out: SampleEntry[] = [];
  for (const [kind, picks] of groups) {
    for (const d of picks) {
      const [card] = toIndexRecords(d);
      const record = (card ?? d) as unknown as CitableDocument;
      const pinpoint = PINPOINTS[d.type];
      const opts: CitationOptions = pinpoint ? { pinpoint } : {};
      const cited = Object.fromEntries(
        CITATION_STYLES.map((s) => [s, citeDocument(record, s, opts)]),
      ) as Record<(typeof CITATION_STYLES)[number], ReturnType<typeof citeDocument>>;
      const missing = Object.fromEntries(
        CITATION_STYLES.filter((s) => cited[s].missing.length > 0).map((s) => [s, cited[s].missing]),
      );
      out.push({
        kind,
        id: d.id,
        title: d.title,
        nzlr: cited.nzlr.text,
        apa: cited.apa.text,
        footnote: cited.footnote.text,
        ...(pinpoint ? { pinpoint } : {}),
        ...(Object.keys(missing).length > 0 ? { missing } : {}),
      });
    }
  }
  return out;
}

describe('golden citations over a seeded sample of every record kind', () => {
  it('cites every kind as the golden file holds', { timeout: 300_000 }, async () => {
    const sample = await citeSample();
    const kinds = new Set(sample.map((e) => e.kind));
    expect(sample.filter((e) => e.kind === 'issue 50').map((e) => e.id)).toEqual(ISSUE_50);
    for (const expected of [
      'legislation: Act',
      'regulation',
      'bill: bill',
      'parliamentary_debate',
      'academic: article',
      'case_law: Supreme Court',
      'case_law: Court of Appeal',
      'case_law: High Court',
      'case_law: Employment Court',
      'case_law: Health Practitioners Disciplinary Tribunal',
    ])
      expect(kinds).toContain(expected);
    await expect(`${JSON.stringify(sample, null, 2)}\n`).toMatchFileSnapshot(
      join(import.meta.dirname, 'sample', 'golden.json'),
    );
  });
});
