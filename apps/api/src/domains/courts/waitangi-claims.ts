import {
  WAITANGI_CLAIM_KINDS,
  type WaitangiClaim,
  WaitangiClaimSchema,
  WaitangiClaimsInputSchema,
  WaitangiClaimsOutputSchema,
} from '@aotearoa/contracts';
import { defineLookup, type LookupHit, pageInfo } from '../../platform/define-lookup';
import { directoryFieldsOf, trimmed } from '../../platform/directory-fields';
import { equalsFilter, inFilter } from '../../platform/filter-builder';

/**
 * Maps a directory record of kind `waitangi_claim` (a claim named in a Treaty settlement Act) or `waitangi_inquiry`
 * (a claim, inquiry or report the Tribunal lists) to the `WaitangiClaim` entity. A claim title the source withholds
 * (it may name private people) stays null: only the Wai number is shown.
 */
export function toWaitangiClaim(hit: LookupHit): WaitangiClaim {
  const category = trimmed(hit.category) ?? '';
  const common = {
    id: hit.id,
    kind: (WAITANGI_CLAIM_KINDS as readonly string[]).includes(category) ? category : 'claim',
    status: trimmed(hit.status),
    source: hit.source,
    sourceUrl: hit.sourceUrl,
    retrievedAt: hit.retrievedAt,
  };
  if (hit.kind === 'waitangi_claim') {
    const f = directoryFieldsOf(hit, 'waitangi_claim');
    const act = trimmed(f.act);
    return WaitangiClaimSchema.parse({
      ...common,
      claimNumber: trimmed(f.wai),
      title: trimmed(f.claimTitle),
      area: trimmed(hit.region),
      description: trimmed(f.titleWithheld),
      act: act ? { title: act, provision: trimmed(f.provision), asAt: trimmed(hit.asAt) } : null,
      reportUrl: null,
    });
  }
  const f = directoryFieldsOf(hit, 'waitangi_inquiry');
  return WaitangiClaimSchema.parse({
    ...common,
    claimNumber: trimmed(f.wai),
    title: trimmed(hit.title),
    area: trimmed(f.district) ?? trimmed(hit.region),
    description: trimmed(hit.summary),
    act: null,
    reportUrl: trimmed(hit.url),
  });
}

/**
 * `waitangiClaims` — `GET /api/waitangi-claims?query&kind&page&limit`.
 * - `query`: free text (≤ 200 characters, e.g. a Wai number `Wai 45`, a district or a claim title); `kind`:
 *   settlement_act, claim, inquiry, report or programme; `limit`: claims a page, 1–100, default 50; `page`: 1–1000,
 *   default 1. `all` or blank means no filter.
 * - Output: `{ claims, total, page, pageSize, totalPages }` — one page (paged in the index) of the claims (the
 *   specification's "Waitangi claim" with provenance), best match first (by title without a query). Claims
 *   named in Treaty settlement Acts carry the Act, the provision and the reprint's as-at date; an Act naming a
 *   claim does not mean the whole claim was settled, so no status is given for them. Tribunal claims, inquiries
 *   and reports carry the status as the Tribunal's page words it, where it gives one. Registration dates and
 *   claimant names are not held and are left out.
 * - Sources: Treaty settlement Act texts (to 2014, `data/nz-maori-environment-decisions/`) and stored copies of the
 *   Waitangi Tribunal's pages (`data/waitangi-tribunal-maori-land-court/`).
 * - Errors: 400 naming the parameter for a value outside its list; 503 when the index is not reachable.
 */
export const waitangiClaims = defineLookup({
  path: '/waitangi-claims',
  summary: 'Waitangi Tribunal claims, inquiries and reports',
  description:
    'Waitangi Tribunal claims named in Treaty settlement Acts (with the Act and provision) and the claims, ' +
    'inquiries and reports the Tribunal’s pages list, searchable by keyword or Wai number. page (from 1) and ' +
    'limit (claims a page, at most 100) page the list; total counts it.',
  tags: ['courts'],
  index: 'directory',
  input: WaitangiClaimsInputSchema,
  baseFilter: [inFilter('kind', ['waitangi_claim', 'waitangi_inquiry']) ?? ''],
  query: (input) => input.query,
  filters: (input) => [input.kind ? equalsFilter('category', input.kind) : null],
  sort: (input) => (input.query ? undefined : ['title_sort:asc']),
  limit: (input) => input.limit,
  page: (input) => input.page,
  toItem: toWaitangiClaim,
  output: WaitangiClaimsOutputSchema,
  respond: (claims, result) => ({ claims, ...pageInfo(result) }),
});
