import {
  type Council,
  CouncilSchema,
  LocalCouncilsInputSchema,
  LocalCouncilsOutputSchema,
} from '@aotearoa/contracts';
import { defineLookup, type LookupHit, pageInfo } from '../../platform/define-lookup';
import { directoryFieldsOf, provenanceOf, str, strings } from '../../platform/directory-fields';
import { equalsFilter } from '../../platform/filter-builder';

/**
 * Maps a `council` record to the specification's Council entity: type is the record's `subtype`, region its `region`,
 * services its `tags`; population only as a dated estimate with its year; no mayor, chief executive or area.
 */
export function toCouncil(hit: LookupHit): Council {
  const f = directoryFieldsOf(hit, 'council');
  return CouncilSchema.parse({
    id: hit.id,
    name: hit.title,
    teReoName: str(f.teReoName),
    type: str(hit.subtype),
    region: str(hit.region),
    regionBasis: str(f.regionBasis),
    population: f.population,
    website: str(f.website) ?? str(hit.url),
    contactInfo: {
      address: str(f.physicalAddress),
      phone: str(f.phone) ?? str(f.freephone),
      email: str(f.email),
    },
    services: strings(hit.tags),
    documentTypes: strings(f.documentTypes),
    asAt: str(hit.asAt),
    ...provenanceOf(hit),
  });
}

/** Facet counts as a list, most first then by name. */
function countList(facet: Record<string, number> | undefined): Array<{ name: string; count: number }> {
  return Object.entries(facet ?? {})
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/**
 * `localCouncils` — `GET /api/local-councils?query=&type=&region=&services=&page=1&limit=20`.
 * Output: `{ councils, total, page, pageSize, totalPages, allServices, allDocumentTypes, typeCounts }` — one page
 * (paged in the index) of councils (the specification's entity Council; services, kinds of
 * plan and bylaw, and council types counted by the index over all matching councils). Source: the directory index
 * (kind `council`: the 78 local authorities of the www.govt.nz directory with type and region from the Local
 * Government Act 2002 Schedule 2 and Stats NZ estimates, once indexed; an empty list until then). Errors: 400 naming `type`, `region`, `services`, `query`, `page` or `limit`; 503
 * when the index is unreachable.
 */
export const localCouncils = defineLookup({
  path: '/local-councils',
  summary: 'New Zealand local councils',
  description:
    'City, district and regional councils and unitary authorities with contacts, services and population as a ' +
    'dated estimate. type is a council type; region a region name; services one service; all or blank means no ' +
    'filter. page (from 1) and limit (councils a page, at most 100) page the list; total counts it.',
  tags: ['government'],
  index: 'directory',
  input: LocalCouncilsInputSchema,
  baseFilter: [equalsFilter('kind', 'council')],
  query: (input) => input.query,
  filters: (input) => [
    input.type ? equalsFilter('subtype', input.type) : null,
    input.region ? equalsFilter('region', input.region) : null,
    input.services ? equalsFilter('tags', input.services) : null,
  ],
  sort: (input) => (input.query ? undefined : ['title_sort:asc']),
  limit: (input) => input.limit,
  page: (input) => input.page,
  // Counted by the index over every matching council, not over the page returned.
  facets: ['tags', 'subtype', 'fields.documentTypes'],
  toItem: toCouncil,
  output: LocalCouncilsOutputSchema,
  respond: (councils, result) => ({
    councils,
    ...pageInfo(result),
    allServices: countList(result.facets.tags),
    allDocumentTypes: countList(result.facets['fields.documentTypes']),
    typeCounts: countList(result.facets.subtype),
  }),
});
