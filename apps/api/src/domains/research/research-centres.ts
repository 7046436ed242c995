import {
  type ResearchCentre,
  ResearchCentreSchema,
  ResearchCentresInputSchema,
  ResearchCentresOutputSchema,
} from '@aotearoa/contracts';
import { defineLookup, type LookupHit } from '../../platform/define-lookup';
import { directoryFieldsOf } from '../../platform/directory-fields';
import { equalsFilter } from '../../platform/filter-builder';

/** The directory category of research centres among the legal organisations. */
export const RESEARCH_CENTRE_CATEGORY = 'research_centre';

/** Maps a `legal_organisation` record of category `research_centre` to the specification's Research centre. */
export function toResearchCentre(hit: LookupHit): ResearchCentre {
  const f = directoryFieldsOf(hit, 'legal_organisation');
  return ResearchCentreSchema.parse({
    id: hit.id,
    name: f.name,
    type: hit.subtype ?? 'research_centre',
    institution: f.institution,
    location: f.location ?? hit.region ?? null,
    established: f.established,
    website: f.website ?? hit.url ?? null,
    description: f.description ?? hit.summary ?? null,
    specializations: f.focusAreas,
    source: hit.source,
    sourceUrl: hit.sourceUrl,
    retrievedAt: hit.retrievedAt,
  });
}

/**
 * `researchCentres` — `GET /api/research-centres?query=&type=research_centre|research_group&location=`.
 * Output: the legal research centres and groups by name (institution, city, founding, focus areas as listed,
 * provenance). Source: the directory index (kind `legal_organisation`, category `research_centre`), built from
 * the bundled snapshot `data/nz-legal-organisations/` (the universities' and centres' own pages).
 * Errors: 400 naming `type` or `location` (Auckland, Wellington, Christchurch, Dunedin, Hamilton) for another
 * value, `query` over 200 characters; 503 when the index is not reachable.
 */
export const researchCentres = defineLookup({
  path: '/research-centres',
  summary: 'New Zealand legal research centres',
  description:
    'University legal research centres and groups with the facts their pages state. query is free text; type ' +
    '(research_centre, research_group) and location (city) filter; all or blank means no filter.',
  tags: ['research'],
  index: 'directory',
  input: ResearchCentresInputSchema,
  baseFilter: [
    equalsFilter('kind', 'legal_organisation'),
    equalsFilter('category', RESEARCH_CENTRE_CATEGORY),
  ],
  query: (input) => input.query,
  filters: (input) => [
    input.type ? equalsFilter('subtype', input.type) : null,
    input.location ? equalsFilter('region', input.location) : null,
  ],
  sort: (input) => (input.query ? undefined : ['title_sort:asc']),
  limit: () => 100,
  toItem: toResearchCentre,
  output: ResearchCentresOutputSchema,
  respond: (items) => items,
});
