import {
  type LegalOrganisation,
  LegalOrganisationSchema,
  LegalOrganisationsInputSchema,
  LegalOrganisationsOutputSchema,
} from '@aotearoa/contracts';
import { defineLookup, type LookupHit } from '../../platform/define-lookup';
import { directoryBodyOf, directoryFieldsOf } from '../../platform/directory-fields';
import { equalsFilter } from '../../platform/filter-builder';
import { RESEARCH_CENTRE_CATEGORY } from './research-centres';

/** Maps a `legal_organisation` record (not a research centre) to the specification's Legal organisation. */
export function toLegalOrganisation(hit: LookupHit): LegalOrganisation {
  const f = directoryFieldsOf(hit, 'legal_organisation');
  return LegalOrganisationSchema.parse({
    ...directoryBodyOf(hit, f),
    subtype: f.subtype,
    website: f.website ?? hit.url ?? null,
    focusAreas: f.focusAreas,
    location: f.location ?? hit.region ?? null,
    established: f.established,
  });
}

/**
 * `legalOrganisations` — `GET /api/legal-organisations?query=&type=`.
 * Output: legal organisations by name (professional bodies, statutory bodies, community organisations,
 * foundations), with focus areas as listed and provenance; research centres are served by `researchCentres`.
 * Source: the directory index (kind `legal_organisation`), built from the bundled snapshot
 * `data/nz-legal-organisations/` (the organisations' own pages and news about them).
 * Errors: 400 naming `type` (professional_body, statutory_body, community, foundation, other) for another value,
 * `query` over 200 characters; 503 when the index is not reachable.
 */
export const legalOrganisations = defineLookup({
  path: '/legal-organisations',
  summary: 'New Zealand legal organisations',
  description:
    'Professional bodies, statutory bodies, community legal organisations and foundations with the facts their ' +
    'pages state. query is free text; type filters; all or blank means no filter.',
  tags: ['research'],
  index: 'directory',
  input: LegalOrganisationsInputSchema,
  baseFilter: [
    equalsFilter('kind', 'legal_organisation'),
    `NOT ${equalsFilter('category', RESEARCH_CENTRE_CATEGORY)}`,
  ],
  query: (input) => input.query,
  filters: (input) => [input.type ? equalsFilter('category', input.type) : null],
  sort: (input) => (input.query ? undefined : ['title_sort:asc']),
  limit: () => 100,
  toItem: toLegalOrganisation,
  output: LegalOrganisationsOutputSchema,
  respond: (items) => items,
});
