import { type SearchOutput, SearchOutputSchema } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { documentMetadataOf } from '../../platform/document-metadata';
import { mapHit } from './present/map-hit';
import { CheckedSearchOutputSchema, searchOutput } from './procedure';

const raw = (metadata: unknown) => ({
  id: 'act-1993-28--0',
  doc_id: 'act-1993-28',
  title: 'Privacy Act 1993',
  type: 'legislation',
  legal_area: ['privacy'],
  sections_count: 3,
  citation_count: 2,
  is_current: false,
  source: 'test',
  sourceUrl: 'https://example.org',
  retrievedAt: '2026-01-01',
  content: 'Personal information.',
  metadata,
});

const output = (documents: SearchOutput['documents']): SearchOutput => ({
  documents,
  total: documents.length,
  page: 1,
  totalPages: 1,
  facets: { documentTypes: {}, courtLevels: {}, legalAreas: {} },
  searchedTerms: ['privacy'],
  spellingCorrections: [],
  citationMatch: null,
  matchedByMeaning: false,
  processingTimeMs: 3,
});

const verdict = (schema: typeof SearchOutputSchema | typeof CheckedSearchOutputSchema, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? { value: r.data } : { issues: r.error.issues.length > 0 };
};

describe('the search answer as checked on every request', () => {
  const good = { replaced_by: { id: 'act-2020-31', title: 'Privacy Act 2020' }, not_a_key: 1 };

  it('accepts and answers what SearchOutputSchema does, metadata read by documentMetadataOf or not', () => {
    const mapped = output([mapHit(raw(good))]);
    const handMade = output([{ ...mapHit(raw(good)), metadata: { ...good } as never }]);
    for (const value of [mapped, handMade]) {
      expect(verdict(CheckedSearchOutputSchema, value)).toEqual(verdict(SearchOutputSchema, value));
    }
    expect(CheckedSearchOutputSchema.parse(mapped).documents[0]?.metadata).toBe(
      documentMetadataOf(mapped.documents[0] as object),
    );
    expect(CheckedSearchOutputSchema.parse(handMade).documents[0]?.metadata).toEqual({
      replaced_by: good.replaced_by,
    });
  });

  it('refuses what SearchOutputSchema refuses', () => {
    const badMetadata = output([{ ...mapHit(raw(good)), metadata: { year: 'x' } as never }]);
    const badField = { ...output([mapHit(raw(good))]), total: 1.5 };
    const badHit = output([{ ...mapHit(raw(good)), title: 3 as never }]);
    for (const value of [badMetadata, badField, badHit]) {
      expect(SearchOutputSchema.safeParse(value).success).toBe(false);
      expect(CheckedSearchOutputSchema.safeParse(value).success).toBe(false);
    }
  });

  it('is what tRPC runs for the procedure output', async () => {
    const mapped = output([mapHit(raw(good))]);
    expect(await searchOutput.parseAsync(mapped)).toEqual(SearchOutputSchema.parse(mapped));
    await expect(searchOutput.parseAsync({ ...mapped, total: 'x' })).rejects.toThrow();
  });
});
