import {
  GUIDANCE_PROVENANCE,
  type GuidanceOutput,
  matchSituations,
  matchTopics,
  type QueryReducer,
  reduceQuery,
  type SituationGuidance,
  type TopicInformation,
} from '@aotearoa/contracts';
import type { Meilisearch } from 'meilisearch';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { LookupHit } from '../../platform/define-lookup';
import { directoryFieldsOf } from '../../platform/directory-fields';
import { inFilter } from '../../platform/filter-builder';
import { toTrpcError } from '../../platform/meili-errors';
import { analyseQuery } from '../search/analyse/query-analysis';

/** Reduces a query and the records' keywords without reading any word as an everyday one (`reduceQuery`'s `layTerms`). */
const asTheLawsWords: QueryReducer = (text) => reduceQuery(text, { layTerms: false });

export const getGuidanceMeta: OpenApiMeta = {
  openapi: {
    method: 'GET',
    path: '/guidance',
    summary: 'Plain-language situation and topic guidance for a query',
    description:
      'The situation and topic records best matching `query` (null when none matches or the query is 3 characters or shorter). ' +
      'Every statement of law names its Act and section, the date it was checked and the dated section text it was checked against. ' +
      'General information, not legal advice.',
    tags: ['guidance'],
    errorResponses: {
      400: 'Invalid query parameter',
      429: 'Too many requests from this address',
      503: 'Search index unavailable',
    },
  },
};

/** More than the guidance holds (11 situations, 5 topics): every record in one page. */
const ALL_GUIDANCE = 1_000;

/**
 * The guidance records of the directory index (kinds `guidance_situation` and `guidance_topic`), in the order they
 * were indexed (the file's: a placeholder search without sort lists a fresh index's records as they were added), which
 * breaks ties between equally good matches.
 */
export interface GuidanceRecords {
  situations: SituationGuidance[];
  topics: TopicInformation[];
  /** The date every statement was last checked (the records' `retrievedAt`), or null when the index holds none. */
  checkedAt: string | null;
}

/** Reads every guidance record from the directory index `uid`, each read with its kind's fields schema. */
export async function readGuidanceRecords(meili: Meilisearch, uid: string): Promise<GuidanceRecords> {
  const { hits } = await meili.index(uid).search<LookupHit>('', {
    filter: [inFilter('kind', ['guidance_situation', 'guidance_topic']) ?? ''],
    limit: ALL_GUIDANCE,
  });
  const situations: SituationGuidance[] = [];
  const topics: TopicInformation[] = [];
  for (const hit of hits) {
    if (hit.kind === 'guidance_situation') situations.push(directoryFieldsOf(hit, 'guidance_situation'));
    else topics.push(directoryFieldsOf(hit, 'guidance_topic'));
  }
  const first = hits[0]?.retrievedAt;
  return { situations, topics, checkedAt: typeof first === 'string' ? first : null };
}

/**
 * The best matching situation and topic for a typed query among `records`, matched with the same term reduction
 * the search uses (`matchSituations` / `matchTopics`): a topic that is an Act's subject ("Public Works") is matched
 * by its own words, as the search reads it, not by everyday terms ("works" → employment).
 */
export function answerGuidance(records: GuidanceRecords, query: string): GuidanceOutput {
  const reduce = analyseQuery(query).namesActSubject ? asTheLawsWords : reduceQuery;
  return {
    situation: matchSituations(records.situations, query, reduce)[0] ?? null,
    topic: matchTopics(records.topics, query, reduce)[0] ?? null,
    provenance: { ...GUIDANCE_PROVENANCE, retrievedAt: records.checkedAt ?? GUIDANCE_PROVENANCE.retrievedAt },
  };
}

/**
 * The best matching situation and topic guidance for a typed query. Source: the guidance records of the directory
 * index (the indexer's `guidance` source, from data/guidance/).
 * @param query plain words, ≤ 500 characters.
 * @returns `{ situation, topic, provenance }`; `situation`/`topic` are null when nothing matches.
 * @throws TRPCError SERVICE_UNAVAILABLE when the index is not reachable or not built.
 */
export async function getGuidance(
  ctx: { meili: Meilisearch; indexes: { directory: string } },
  query: string,
): Promise<GuidanceOutput> {
  try {
    return answerGuidance(await readGuidanceRecords(ctx.meili, ctx.indexes.directory), query);
  } catch (error) {
    throw toTrpcError(error);
  }
}
