import {
  DocumentMetadataSchema,
  type IndexRecord,
  IndexRecordSchema,
  MAX_TOTAL_HITS,
  SITUATION_EMBEDDERS,
  SITUATION_VECTOR_DIMENSIONS,
} from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { buildIndexRecords, DATA_DIR, loadCorpus } from './corpus';
import { actVectorInput, readActVectors } from './enrich/act-vectors';
import { headingTexts, headingVectors, readHeadingVectors } from './enrich/heading-vectors';
import { SOURCES } from './sources';

/** A record's Act sentence vector, under whichever situation embedder holds it, or null. */
function situationVector(r: IndexRecord): number[] | null {
  for (const e of SITUATION_EMBEDDERS) {
    const v = r._vectors?.[e];
    if (v) return v;
  }
  return null;
}

describe('whole corpus (real bundled data)', async () => {
  const { documents, bySource } = await loadCorpus(DATA_DIR);
  const records = buildIndexRecords(documents);

  it('loads every source with unique ids', () => {
    expect(Object.keys(bySource)).toHaveLength(SOURCES.length);
    expect(new Set(documents.map((d) => d.id)).size).toBe(documents.length);
  });

  it('stays under the search cap, so every total is an exact count', () => {
    expect(records.length).toBeLessThan(MAX_TOTAL_HITS);
  });

  it('every metadata key of every record is one DocumentMetadataSchema declares (none is stripped)', () => {
    const declared = new Set(Object.keys(DocumentMetadataSchema.shape));
    const undeclared = new Set(
      records.flatMap((r) => Object.keys(r.metadata).filter((k) => !declared.has(k))),
    );
    expect([...undeclared]).toEqual([]);
  });

  it('every record validates against IndexRecordSchema', { timeout: 120_000 }, () => {
    const invalid = records.filter((r) => !IndexRecordSchema.safeParse(r).success).map((r) => r.id);
    expect(invalid).toEqual([]);
  });

  it('every Act with enough headings has a stored situation vector computed from its present title and headings', () => {
    const stored = readActVectors(DATA_DIR);
    const inputs = documents.map((d) => actVectorInput(d)).filter((x) => x !== null);
    expect(inputs.length).toBeGreaterThan(600);
    // A failure here means the Acts' data changed: run `pnpm --filter @aotearoa/indexer build:act-vectors`.
    const stale = inputs.filter((i) => stored?.acts[i.id]?.hash !== i.hash).map((i) => i.id);
    expect(stale).toEqual([]);
    const withVector = records.filter((r) => situationVector(r));
    expect(withVector).toHaveLength(inputs.length);
    expect(withVector.every((r) => r.chunk_index === 0 && situationVector(r)?.length === 512)).toBe(true);
    expect(records.every((r) => r._vectors !== undefined)).toBe(true);
  });

  it('each situation embedder holds fewer Act vectors than its dimensions, a family under one', () => {
    // Meilisearch's vector store searches such an embedder in full (SITUATION_EMBEDDERS): more, and the nearest
    // Acts can be missed. A failure here means the Acts outgrew the embedders: add one to SITUATION_EMBEDDERS.
    const counts = SITUATION_EMBEDDERS.map((e) => records.filter((r) => r._vectors?.[e]).length);
    expect(counts.every((n) => n > 0 && n < SITUATION_VECTOR_DIMENSIONS)).toBe(true);
    const partOf = new Map<string, Set<string>>();
    for (const r of records.filter((x) => situationVector(x))) {
      const parts = partOf.get(String(r.meaning_family)) ?? new Set<string>();
      for (const e of SITUATION_EMBEDDERS) if (r._vectors?.[e]) parts.add(e);
      partOf.set(String(r.meaning_family), parts);
    }
    expect([...partOf.values()].every((p) => p.size === 1)).toBe(true);
  });

  it('every title and heading of an Act with a situation vector has a stored heading vector', () => {
    const stored = readHeadingVectors(DATA_DIR);
    const texts = documents.flatMap((d) => headingTexts(d) ?? []);
    // A failure here means the Acts' data changed: run `pnpm --filter @aotearoa/indexer build:act-vectors`.
    expect(texts.filter((t) => !stored?.rowOf.has(t))).toEqual([]);
    // Spread over the Acts' records (`spreadHeadingVectors`): every Act with a situation vector has its title's on
    // its first record, and Meilisearch has as few vector stores to read as the most any one record holds.
    const withHeadings = records.filter((r) => r._vectors?.headings);
    const firsts = withHeadings.filter((r) => r.chunk_index === 0);
    expect(firsts.length).toBe(records.filter((r) => situationVector(r)).length);
    expect(withHeadings.every((r) => r._vectors?.headings?.every((v) => v.length === 512))).toBe(true);
    expect(withHeadings.every((r) => typeof r.meaning_family === 'string')).toBe(true);
    const carried = withHeadings.reduce((n, r) => n + (r._vectors?.headings?.length ?? 0), 0);
    expect(carried).toBe(documents.reduce((n, d) => n + (headingVectors(d, DATA_DIR)?.length ?? 0), 0));
    const most = Math.max(...withHeadings.map((r) => r._vectors?.headings?.length ?? 0));
    expect(most).toBeLessThanOrEqual(64);
  });

  it('names an Act as its latest official version does, keeping the title it bore before', () => {
    const smokefree = documents.find((d) => d.id === 'act-1990-108');
    expect(smokefree?.title).toBe('Smokefree Environments and Regulated Products Act 1990');
    expect(smokefree?.metadata.former_titles).toContain('Smoke-free Environments Act 1990');
    const maoriLand = documents.find((d) => d.id === 'act-1993-4');
    expect(maoriLand?.title).toBe('Te Ture Whenua Maori Act 1993');
    expect(maoriLand?.metadata.alternative_titles).toContain('Maori Land Act 1993');
  });

  it('[2020] NZHC 430 is in the corpus as a High Court judgment', () => {
    const r = records.find((x) => x.citation === '[2020] NZHC 430');
    expect(r?.court).toBe('High Court');
  });

  it('Employment Relations Act 2000: employment area, cited by documents that discuss personal grievances', () => {
    const era = records.filter((r) => r.doc_id === 'act-2000-24');
    expect(era[0]?.legal_area).toContain('employment');
    expect(era[0]?.citation_count).toBeGreaterThan(0);
    // The bundled outline stops at s 28, so the Act's own chunks do not reach Part 9 (personal grievances);
    // the documents that cite it do.
    const citing = records.filter(
      (r) =>
        /Employment Relations Act 2000/.test(r.content ?? '') && /personal grievance/i.test(r.content ?? ''),
    );
    expect(citing.length).toBeGreaterThan(0);
  });
});
