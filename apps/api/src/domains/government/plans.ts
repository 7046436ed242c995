import {
  type CouncilPlan,
  CouncilPlanSchema,
  CouncilPlansInputSchema,
  CouncilPlansOutputSchema,
  type EnvironmentalRule,
  EnvironmentalRuleSchema,
  EnvironmentalRulesInputSchema,
  EnvironmentalRulesOutputSchema,
} from '@aotearoa/contracts';
import { defineLookup, type LookupHit } from '../../platform/define-lookup';
import { directoryFieldsOf, provenanceOf, str, strings } from '../../platform/directory-fields';
import { equalsFilter } from '../../platform/filter-builder';

/** Maps a `council_plan` record (category = tab, subtype = plan type) to the specification's Council plan entity. */
export function toCouncilPlan(hit: LookupHit): CouncilPlan {
  const f = directoryFieldsOf(hit, 'council_plan');
  return CouncilPlanSchema.parse({
    id: hit.id,
    title: hit.title,
    planType: str(hit.subtype),
    category: str(hit.category),
    status: str(hit.status),
    statusText: str(f.statusText),
    events: f.events.map((e) => ({ event: str(e.event) ?? '', date: str(e.date), count: e.count })),
    sourceType: str(f.sourceType),
    council: str(f.council),
    region: str(hit.region),
    adoptedDate: str(hit.date),
    description: str(hit.summary),
    planUrl: str(hit.url),
    asAt: str(hit.asAt),
    ...provenanceOf(hit),
  });
}

/**
 * `councilPlans` — `GET /api/council-plans?query=&region=&planType=&status=&category=district-plans|regional-plans|
 * structure-plans|bylaws`. Output: plans (the specification's entity Council plan) with status and its as-at date. Source: the directory
 * index (kind `council_plan`: the `nz-district-plans-bylaws` snapshot and the regional plans of
 * `nz-environmental-instruments`). At most 100 plans.
 * Errors: 400 naming the parameter; 503 when the index is unreachable.
 */
export const councilPlans = defineLookup({
  path: '/council-plans',
  summary: 'District, regional and structure plans',
  description:
    'Council plans and bylaws with their status as at a date. category is the tab (district-plans, ' +
    'regional-plans, structure-plans, bylaws); region, planType and status filter; all or blank means no filter.',
  tags: ['government'],
  index: 'directory',
  input: CouncilPlansInputSchema,
  baseFilter: [equalsFilter('kind', 'council_plan')],
  query: (input) => input.query,
  filters: (input) => [
    input.category ? equalsFilter('category', input.category) : null,
    input.region ? equalsFilter('region', input.region) : null,
    input.planType ? equalsFilter('subtype', input.planType) : null,
    input.status ? equalsFilter('status', input.status) : null,
  ],
  sort: (input) => (input.query ? undefined : ['title_sort:asc']),
  limit: () => 100,
  toItem: toCouncilPlan,
  output: CouncilPlansOutputSchema,
  respond: (items) => items,
});

/** Maps an `environmental_instrument` record (category = tab, subtype = rule type, tags = areas). */
export function toEnvironmentalRule(hit: LookupHit): EnvironmentalRule {
  const f = directoryFieldsOf(hit, 'environmental_instrument');
  return EnvironmentalRuleSchema.parse({
    id: hit.id,
    title: hit.title,
    ruleType: str(hit.subtype),
    category: str(hit.category),
    status: str(hit.status),
    authority: str(f.authority),
    region: str(hit.region),
    enactedDate: str(hit.date),
    description: str(hit.summary),
    environmentalAreas: strings(hit.tags),
    regulatoryUrl: str(hit.url),
    asAt: str(hit.asAt),
    shortName: str(f.shortName),
    sourceType: str(f.sourceType),
    ...provenanceOf(hit),
  });
}

/**
 * A district plan (`council_plan`, category `district-plans`) as an Environmental rule of the District Regulations
 * tab: a district's rules on land use are its district plan's (Resource Management Act 1991, s 73). The plan's own
 * status and as-at date; no environmental areas (the source names none).
 */
export function districtPlanAsRule(hit: LookupHit): EnvironmentalRule {
  const f = directoryFieldsOf(hit, 'council_plan');
  return EnvironmentalRuleSchema.parse({
    id: hit.id,
    title: hit.title,
    ruleType: str(hit.subtype),
    category: 'district-regulations',
    status: str(hit.status),
    authority: str(f.council),
    region: str(hit.region),
    // The plan's date is when it was adopted only for an operative plan (a proposed plan's is its notification).
    enactedDate: str(hit.status) === 'Operative' ? str(hit.date) : null,
    description: str(hit.summary) ?? str(f.statusText),
    environmentalAreas: [],
    regulatoryUrl: str(hit.url),
    asAt: str(hit.asAt),
    shortName: null,
    sourceType: str(f.sourceType),
    ...provenanceOf(hit),
  });
}

/** The district plans the District Regulations tab lists (see `districtPlanAsRule`). */
const DISTRICT_PLANS = `(${equalsFilter('kind', 'council_plan')} AND ${equalsFilter('category', 'district-plans')})`;

/**
 * `environmentalRules` — `GET /api/environmental-rules?query=&region=&ruleType=&environmentalArea=&category=
 * national-laws|regional-rules|district-regulations`. Output: environmental instruments (the specification's entity Environmental
 * rule) with status and as-at date. Source: the directory index (kind `environmental_instrument`, the
 * `nz-environmental-instruments` snapshot; for District Regulations, the district plans of the
 * `nz-district-plans-bylaws` snapshot, `districtPlanAsRule`). At most 100 rules.
 * Errors: 400 naming the parameter; 503 when the index is unreachable.
 */
export const environmentalRules = defineLookup({
  path: '/environmental-rules',
  summary: 'Environmental standards, policy statements and regional rules',
  description:
    'National environmental standards and policy statements, regional plans and district rules. category is the ' +
    'tab (national-laws, regional-rules, district-regulations); region, ruleType and environmentalArea filter.',
  tags: ['government'],
  index: 'directory',
  input: EnvironmentalRulesInputSchema,
  baseFilter: [],
  query: (input) => input.query,
  filters: (input) => [
    input.category === 'district-regulations'
      ? DISTRICT_PLANS
      : input.category
        ? `${equalsFilter('kind', 'environmental_instrument')} AND ${equalsFilter('category', input.category)}`
        : `(${equalsFilter('kind', 'environmental_instrument')} OR ${DISTRICT_PLANS})`,
    input.region ? equalsFilter('region', input.region) : null,
    input.ruleType ? equalsFilter('subtype', input.ruleType) : null,
    // A district plan names no environmental areas: an area filter leaves only the instruments that name it.
    input.environmentalArea ? equalsFilter('tags', input.environmentalArea) : null,
  ],
  sort: (input) => (input.query ? undefined : ['title_sort:asc']),
  limit: () => 100,
  toItem: (hit) => (hit.kind === 'council_plan' ? districtPlanAsRule(hit) : toEnvironmentalRule(hit)),
  output: EnvironmentalRulesOutputSchema,
  respond: (items) => items,
});
