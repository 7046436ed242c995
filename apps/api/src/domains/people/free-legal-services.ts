import {
  FreeLegalServicesInputSchema,
  FreeLegalServicesOutputSchema,
  type LegalService,
  LegalServiceSchema,
} from '@aotearoa/contracts';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Context } from '../../context';
import type { LookupHit } from '../../platform/define-lookup';
import { directoryBodyOf, directoryFieldsOf } from '../../platform/directory-fields';
import { equalsFilter } from '../../platform/filter-builder';
import { toTrpcError } from '../../platform/meili-errors';
import { publicProcedure } from '../../trpc';

/** Most services one answer lists (the snapshot holds 14). */
const MAX_SERVICES = 100;

/** Maps a directory record of kind `legal_service` to the specification's Free legal service (only stated facts). */
export function toLegalService(hit: LookupHit): LegalService {
  const f = directoryFieldsOf(hit, 'legal_service');
  return LegalServiceSchema.parse({
    ...directoryBodyOf(hit, f),
    location: f.location,
    region: f.region ?? hit.region ?? null,
    services: f.services,
    specializations: f.specializations,
    eligibility: f.eligibility,
    contact: {
      phone: f.contact.phone,
      email: f.contact.email,
      address: f.contact.address,
      website: f.contact.website,
    },
    hours: f.hours,
    languages: f.languages,
    asAt: f.asAt ?? hit.asAt ?? null,
  });
}

const meta: OpenApiMeta = {
  openapi: {
    method: 'GET',
    path: '/free-legal-services',
    summary: 'Free legal services (Community Law Centres, legal aid, advice services)',
    description:
      'Community Law Centres, legal aid and free advice services with the facts their own pages state. ' +
      'query is free text; region (auckland, wellington, canterbury, …) and type (legal_aid, community_law, ' +
      'pro_bono, specialist, advocacy) filter; all or blank means no filter. countsByType counts the services per ' +
      'type for the same query and region (ignoring type), for the panel’s tabs.',
    tags: ['people'],
    errorResponses: {
      400: 'Invalid input: the message names each parameter and why',
      429: 'Too many requests from this address',
      503: 'The search index (Meilisearch) is not reachable',
    },
  },
};

/**
 * `freeLegalServices` — `GET /api/free-legal-services?query=&region=&type=`.
 * Output: `{ services, total, countsByType }`: the services by name (the specification's entity Free legal service with
 * provenance and the as-at date of its facts), how many match, and per type the services matching query and region.
 * Source: the directory index (kind `legal_service`), built from the bundled snapshot of Community Law Centres and
 * official helplines (`data/community-law-centres/`, pages of communitylaw.org.nz, the centres and justice.govt.nz).
 * Two searches in one multi-search: the list (all filters) and the type counts (without the type filter).
 * Errors: 400 naming `region` or `type` for a value outside the lists, `query` over 200 characters; 503 when the
 * index is not reachable.
 */
export const freeLegalServices = publicProcedure
  .meta(meta)
  .input(FreeLegalServicesInputSchema)
  .output(FreeLegalServicesOutputSchema)
  .query(async ({ ctx, input }: { ctx: Context; input: typeof FreeLegalServicesInputSchema._output }) => {
    const base = [equalsFilter('kind', 'legal_service')];
    if (input.region) base.push(equalsFilter('region', input.region));
    const withType = input.type ? [...base, equalsFilter('category', input.type)] : base;
    const indexUid = ctx.indexes.directory;
    const q = input.query ?? '';
    try {
      const { results } = await ctx.meili.multiSearch({
        queries: [
          { indexUid, q, filter: withType, sort: ['title_sort:asc'], page: 1, hitsPerPage: MAX_SERVICES },
          { indexUid, q, filter: base, page: 1, hitsPerPage: 0, facets: ['category'] },
        ],
      });
      const [list, counts] = results;
      const services = (list?.hits ?? []).map((h) => toLegalService(h as LookupHit));
      return {
        services,
        total: list?.totalHits ?? services.length,
        countsByType: counts?.facetDistribution?.category ?? {},
      };
    } catch (error) {
      throw toTrpcError(error);
    }
  });
