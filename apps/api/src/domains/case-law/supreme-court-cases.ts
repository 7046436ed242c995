import { SupremeCourtCasesInputSchema } from '@aotearoa/contracts';
import { defineCaseList } from './case-list';
import { commonFilters, precedentialFilter } from './case-record';

/**
 * `supremeCourtCases` — `GET /api/supreme-court-cases?query&legalArea&significance&year&precedential&sort&limit`.
 * Input: `query` free text (≤ 200 chars); `legalArea` a LEGAL_AREAS value; `significance` high|medium|standard;
 * `year` the judgment's year (1800–2100); `precedential` true|false; `sort` newest|relevance|oldest; `limit` 1–100
 * (default 30). `all`/blank: no filter. Output: `{ cases, total, facets }` — decisions of the Supreme Court (the
 * specification's case entity with provenance; derived fields by the indexer's documented rules, with their basis), newest first
 * unless a query ranks them, and facet counts over the filtered result. Source: the documents index — the Courts of
 * New Zealand judgments (courtsofnz.govt.nz) and the Ministry of Justice Judicial Decisions Online index (via
 * OpenLaw NZ). Errors: 400 naming the parameter; 503 when the index is not reachable.
 */
export const supremeCourtCases = defineCaseList({
  path: '/supreme-court-cases',
  summary: 'Supreme Court decisions',
  description:
    'Decisions of the Supreme Court of New Zealand, filterable by legal area, significance (how it was decided is ' +
    'given with each case) and year; all or blank means no filter.',
  tags: ['case-law'],
  input: SupremeCourtCasesInputSchema,
  courts: ['Supreme Court'],
  filters: (input) => [...commonFilters(input), precedentialFilter(input.precedential)],
});
