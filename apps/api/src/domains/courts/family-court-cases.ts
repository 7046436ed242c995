import {
  caseFacet,
  FAMILY_CASE_TYPES,
  FAMILY_JURISDICTIONS,
  FamilyCourtCasesInputSchema,
} from '@aotearoa/contracts';
import { equalsFilter, inFilter } from '../../platform/filter-builder';
import { defineCaseList } from '../case-law/case-list';
import { facetFilter } from '../case-law/case-record';

/**
 * Decisions the indexer's rules class as family: case type Family (decided by the Family Court, or the heading or
 * notice names a family statute) or any family case type. The broader legal area `family` is not used: its title
 * term "family" also catches family trusts and family companies.
 */
const FAMILY_FACETS = [
  caseFacet('case_type', 'Family'),
  ...FAMILY_CASE_TYPES.map((t) => caseFacet('family_case_type', t)),
];

/**
 * `familyCourtCases` — `GET /api/family-court-cases?query&jurisdiction&caseType&familyLawArea&childrenInvolved&protectionOrder&sort&limit`.
 *
 * The family decisions of the documents index: every Family Court decision, and the High Court, Court of Appeal
 * and Supreme Court decisions the indexer's rules class as family (case type Family — the heading or notice names
 * a family statute — or a family case type); other courts and tribunals are left out.
 * - `query`: free text (≤ 200 characters); `jurisdiction`: one of FAMILY_JURISDICTIONS; `caseType`: one of
 *   FAMILY_CASE_TYPES; `familyLawArea`: one of FAMILY_LAW_AREAS; `childrenInvolved`, `protectionOrder`: `true` or
 *   `false`; `sort`: newest (default without a query), relevance or oldest; `limit`: 1–100, default 40. `all` or
 *   blank means no filter.
 * - Case types, areas, children involved and protection order are the indexer's documented rules
 *   (`enrich/case-law.ts`, from the title, publication notice, listing note and text); each carries its basis.
 *   A decision no rule applies to has none: `childrenInvolved=false` matches only decisions whose full text was
 *   read and names no children's proceeding.
 * - Publication-restriction notices are returned verbatim (`suppressionNotice`), never stripped.
 * - Output: `{ cases, total, facets }`. Sources: NZLII Family Court pages, Judicial Decisions Online, Courts of
 *   New Zealand judgments.
 * - Errors: 400 naming the parameter for a value outside its list; 503 when the index is not reachable.
 */
export const familyCourtCases = defineCaseList({
  path: '/family-court-cases',
  summary: 'Family law decisions (Family Court and the higher courts)',
  description:
    'Family Court decisions and High Court, Court of Appeal and Supreme Court decisions on family law, newest first, ' +
    'with their publication-restriction notices verbatim. Case type, family law area, children involved and ' +
    'protection order are derived by documented rules and are absent where no rule applies.',
  tags: ['courts'],
  input: FamilyCourtCasesInputSchema,
  courts: FAMILY_JURISDICTIONS,
  baseFilter: [
    `(${equalsFilter('court', 'Family Court')} OR ${inFilter('metadata.case_facets', FAMILY_FACETS)})`,
  ],
  filters: (input) => [
    input.jurisdiction ? equalsFilter('court', input.jurisdiction) : null,
    facetFilter('family_case_type', input.caseType),
    facetFilter('family_law_area', input.familyLawArea),
    facetFilter('children_involved', input.childrenInvolved),
    facetFilter('protection_order', input.protectionOrder),
  ],
  links: 'official',
});
