import {
  caseFacet,
  EMPLOYMENT_AREAS,
  EMPLOYMENT_CASE_TYPES,
  EMPLOYMENT_JURISDICTIONS,
  EmploymentLawCasesInputSchema,
} from '@aotearoa/contracts';
import { equalsFilter, inFilter } from '../../platform/filter-builder';
import { defineCaseList } from '../case-law/case-list';
import { facetFilter } from '../case-law/case-record';

/** Courts whose every decision is an employment case. */
const EMPLOYMENT_BODIES = ['Employment Relations Authority', 'Employment Court'] as const;
/** The general courts among the panel's jurisdictions. */
const APPELLATE_COURTS = ['High Court', 'Court of Appeal'] as const;
/**
 * A decision of another court is an employment case when the indexer's rules found an employment case type or
 * area in its words. The broader legal area `employment` is not used: its title term "employment" also catches
 * the many immigration cases against the Ministry of Business, Innovation and Employment.
 */
const EMPLOYMENT_FACETS = [
  ...EMPLOYMENT_CASE_TYPES.map((t) => caseFacet('employment_case_type', t)),
  ...EMPLOYMENT_AREAS.map((a) => caseFacet('employment_area', a)),
];

/**
 * `employmentLawCases` — `GET /api/employment-law-cases?query&jurisdiction&caseType&employmentArea&outcome&sort&limit`.
 *
 * The employment decisions of the documents index: every determination of the Employment Relations Authority and
 * judgment of the Employment Court, and the High Court and Court of Appeal decisions in whose words the indexer's
 * rules found an employment case type or area (`enrich/case-law.ts`).
 * - `query`: free text (≤ 200 characters); `jurisdiction`: one of EMPLOYMENT_JURISDICTIONS (the court);
 *   `caseType`: one of EMPLOYMENT_CASE_TYPES; `employmentArea`: one of EMPLOYMENT_AREAS; `outcome`: one of
 *   CASE_OUTCOMES; `sort`: newest (default without a query), relevance (default with one) or oldest;
 *   `limit`: 1–100, default 50. `all` or blank means no filter.
 * - Case types, areas and outcomes are the indexer's documented rules (`enrich/case-law.ts`): types and areas from
 *   the words of the title and text, outcomes only from the decision's own sentence (kept as `outcome.quote`).
 *   A decision no rule applies to has none and is not matched by those filters.
 * - Output: `{ cases, total, facets }` — `total` is the exact number of matching decisions, `facets` counts them by
 *   court, year, outcome, case type and area.
 * - Sources: ERA determinations (determinations.era.govt.nz, full text), Employment Court decision lists
 *   (employmentcourt.govt.nz, metadata only), Courts of New Zealand judgments and Judicial Decisions Online.
 * - Errors: 400 naming the parameter for a value outside its list; 503 when the index is not reachable.
 */
export const employmentLawCases = defineCaseList({
  path: '/employment-law-cases',
  summary: 'Employment law decisions (ERA, Employment Court, High Court, Court of Appeal)',
  description:
    'Determinations of the Employment Relations Authority, judgments of the Employment Court, and High Court and ' +
    'Court of Appeal decisions on employment law, newest first. Case type, employment area and outcome are derived ' +
    'by documented rules from each decision’s own words and are absent where no rule applies.',
  tags: ['courts'],
  input: EmploymentLawCasesInputSchema,
  courts: EMPLOYMENT_JURISDICTIONS,
  // The employment bodies' decisions; and the High Court's and Court of Appeal's decisions on employment: those a
  // case-type or area rule recognised, and those whose legal area (read from their own words) is employment.
  baseFilter: [
    `(${inFilter('court', EMPLOYMENT_BODIES)} OR ${inFilter('metadata.case_facets', EMPLOYMENT_FACETS)} OR ` +
      `(${equalsFilter('legal_area', 'employment')} AND ${inFilter('court', APPELLATE_COURTS)}))`,
  ],
  filters: (input) => [
    input.jurisdiction ? equalsFilter('court', input.jurisdiction) : null,
    facetFilter('employment_case_type', input.caseType),
    facetFilter('employment_area', input.employmentArea),
    facetFilter('outcome', input.outcome),
  ],
  links: 'official',
});
