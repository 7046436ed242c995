import { META_INDEX } from '@aotearoa/contracts';
import { z } from 'zod';
import type { ApiDependencies } from '../context';
import { classifyMeiliError, SEARCH_UNAVAILABLE_MESSAGE } from './meili-errors';

export const HealthOkSchema = z.object({
  status: z.literal('ok'),
  /** Documents in the index (from the indexer's build record when present, else the record count). */
  documents: z.number().int().nonnegative(),
  /** Index records (document chunks). */
  records: z.number().int().nonnegative(),
});
export const HealthUnavailableSchema = z.object({
  status: z.literal('unavailable'),
  failing: z.enum(['meilisearch', 'index']),
  message: z.string(),
});
export const HealthOutputSchema = z.union([HealthOkSchema, HealthUnavailableSchema]);
export type HealthOutput = z.infer<typeof HealthOutputSchema>;

/** OpenAPI path item for `GET /api/health` (a plain Fastify route, since it answers 503 with a body). */
export const healthOpenApiPath = {
  get: {
    operationId: 'health',
    summary: 'Whether search works',
    description:
      '200 `{ status: "ok", documents, records }` when Meilisearch answers and the documents index holds records ' +
      '(`records` = index records, i.e. chunks); otherwise 503 `{ status: "unavailable", failing, message }`.',
    tags: ['health'],
    responses: {
      '200': {
        description: 'Search works',
        content: { 'application/json': { schema: z.toJSONSchema(HealthOkSchema) } },
      },
      '503': {
        description: 'Meilisearch is not reachable, or the index is missing or empty',
        content: { 'application/json': { schema: z.toJSONSchema(HealthUnavailableSchema) } },
      },
    },
  },
} as const;

/** Number of documents recorded by the indexer for the served index, or null when there is no record. */
async function builtDocumentCount(deps: ApiDependencies): Promise<number | null> {
  try {
    const meta = await deps.meili.index(META_INDEX).getDocument(deps.indexes.documents);
    const documents = (meta as { documents?: unknown }).documents;
    return typeof documents === 'number' && Number.isInteger(documents) && documents >= 0 ? documents : null;
  } catch {
    return null;
  }
}

/**
 * Checks that search works: Meilisearch answers and the documents index exists and holds records.
 * @returns `{ status: 'ok', documents, records }` with HTTP 200 (documents as recorded by the indexer's last build,
 *   else the record count; records = chunks in the index), or
 *   `{ status: 'unavailable', failing: 'meilisearch' | 'index', message }` with HTTP 503. Never throws.
 */
export async function getHealth(
  deps: ApiDependencies,
): Promise<{ httpStatus: 200 | 503; body: HealthOutput }> {
  try {
    const stats = await deps.meili.index(deps.indexes.documents).getStats();
    if (stats.numberOfDocuments > 0) {
      const documents = await builtDocumentCount(deps);
      return {
        httpStatus: 200,
        body: {
          status: 'ok',
          documents: documents ?? stats.numberOfDocuments,
          records: stats.numberOfDocuments,
        },
      };
    }
    return {
      httpStatus: 503,
      body: {
        status: 'unavailable',
        failing: 'index',
        message: 'Search is temporarily unavailable: the search index holds no documents yet',
      },
    };
  } catch (error) {
    const failure = classifyMeiliError(error);
    return {
      httpStatus: 503,
      body: {
        status: 'unavailable',
        failing: failure?.failing ?? 'meilisearch',
        message: failure?.message ?? SEARCH_UNAVAILABLE_MESSAGE,
      },
    };
  }
}
