import {
  type DocumentMetadata,
  recordOfficialUrl,
  type ScholarDocument,
  ScholarDocumentSchema,
  ScholarSearchInputSchema,
  ScholarSearchOutputSchema,
} from '@aotearoa/contracts';
import { defineLookup, type LookupHit, pageInfo } from '../../platform/define-lookup';
import { documentMetadataOf } from '../../platform/document-metadata';
import { equalsFilter } from '../../platform/filter-builder';

/** Authors of an academic record: the index joins the source's author list with `; `. */
export function splitAuthors(author: unknown): string[] {
  if (typeof author !== 'string') return [];
  return author
    .split(';')
    .map((a) => a.trim())
    .filter(Boolean);
}

/** Volume and pages as printed (`vol 2, p 357`), or null when the source gives neither. */
export function referenceOf(meta: DocumentMetadata): string | null {
  const parts = [meta.volume ? `vol ${meta.volume}` : null, meta.pages ? `p ${meta.pages}` : null].filter(
    Boolean,
  );
  return parts.length ? parts.join(', ') : null;
}

/**
 * Maps an `academic` document of the documents index to the Scholar result (authors in the source's order).
 * `externalUrl` is the work's official page named by the record (contracts' `recordOfficialUrl`: the publisher,
 * the university repository, NZLII/AustLII), else its DOI address, else the page it was read from when that is
 * official, else null; a copy it was read from stays `sourceUrl` only.
 */
export function toScholarDocument(hit: LookupHit): ScholarDocument {
  const meta = documentMetadataOf(hit);
  const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
  const doi = str(meta.doi);
  return ScholarDocumentSchema.parse({
    id: hit.doc_id ?? hit.id,
    title: hit.title,
    type: 'academic',
    authors: splitAuthors(hit.author),
    journal: str(meta.journal) ?? str(meta.publisher),
    year: typeof hit.year === 'number' ? hit.year : null,
    reference: referenceOf(meta),
    citation: str(hit.citation),
    itemType: str(meta.item_type) ?? 'article',
    externalUrl:
      recordOfficialUrl({ type: 'academic', metadata: meta, sourceUrl: '' }) ??
      (doi ? `https://doi.org/${doi}` : null) ??
      recordOfficialUrl({ type: 'academic', metadata: {}, sourceUrl: String(hit.sourceUrl ?? '') }) ??
      null,
    source: hit.source,
    sourceUrl: hit.sourceUrl,
    retrievedAt: hit.retrievedAt,
  });
}

/**
 * `scholarSearch` — `GET /api/scholar-search?query=&limit=6&year=&page=` (explicit search only: `query` is required).
 * Output: `{ documents, total, page, pageSize, totalPages }` — one page (`limit` a page, paged in the index) of academic records (articles, theses, reviews) by relevance, each with its
 * authors (the panel shows 2), journal or publisher, year, volume and pages, neutral citation and where to read
 * it. Source: the documents index (type `academic`), built from the bundled NZ legal scholarship bibliography
 * (`data/nz-legal-scholarship/`, compiled from NZLII, journal and university repository pages).
 * Errors: 400 naming `query` when blank or missing, `limit` outside 1–50, `page` outside 1–1000, `year` not a whole
 * year 1800–2100;
 * 503 when the index is not reachable.
 */
export const scholarSearch = defineLookup({
  path: '/scholar-search',
  summary: 'Search New Zealand legal scholarship',
  description:
    'Academic legal writing (journal articles, theses, reviews) matching query, with authors, journal, year and ' +
    'where to read it. query is required; limit (papers a page) defaults to 6 (at most 50); page (from 1) pages; ' +
    'year filters by publication year.',
  tags: ['research'],
  index: 'documents',
  input: ScholarSearchInputSchema,
  baseFilter: [equalsFilter('type', 'academic')],
  query: (input) => input.query,
  filters: (input) => [input.year ? `year = ${input.year}` : null],
  limit: (input) => input.limit,
  page: (input) => input.page,
  toItem: toScholarDocument,
  output: ScholarSearchOutputSchema,
  respond: (documents, result) => ({ documents, ...pageInfo(result) }),
});
