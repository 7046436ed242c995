import { TRPCError } from '@trpc/server';
import { MeilisearchApiError, MeilisearchRequestError, MeilisearchRequestTimeOutError } from 'meilisearch';

/** Message of every 503 caused by Meilisearch being down or too slow. */
export const SEARCH_UNAVAILABLE_MESSAGE =
  'Search is temporarily unavailable: the search index (Meilisearch) is not reachable';
/** Message of a 503 caused by the documents index not existing yet. */
export const INDEX_MISSING_MESSAGE =
  'Search is temporarily unavailable: the search index has not been built yet';

/** Which part of search failed: the Meilisearch server, or the documents index inside it. */
export type SearchFailure = 'meilisearch' | 'index';

/** Classifies an error thrown by the meilisearch client; null when it is not a Meilisearch error. */
export function classifyMeiliError(error: unknown): { failing: SearchFailure; message: string } | null {
  // A custom HTTP client's API error arrives wrapped in a MeilisearchRequestError.
  if (error instanceof MeilisearchRequestError && error.cause instanceof MeilisearchApiError) {
    return classifyMeiliError(error.cause);
  }
  if (error instanceof MeilisearchRequestError || error instanceof MeilisearchRequestTimeOutError) {
    return { failing: 'meilisearch', message: SEARCH_UNAVAILABLE_MESSAGE };
  }
  if (error instanceof MeilisearchApiError) {
    if (error.cause?.code === 'index_not_found') return { failing: 'index', message: INDEX_MISSING_MESSAGE };
    // A 5xx, or an answer that is not a Meilisearch error at all (something else on that address).
    if (error.response.status >= 500 || !error.cause?.code) {
      return { failing: 'meilisearch', message: SEARCH_UNAVAILABLE_MESSAGE };
    }
  }
  return null;
}

/**
 * Converts an error from the meilisearch client into a TRPCError: unreachable / timed out / 5xx / missing index
 * → SERVICE_UNAVAILABLE (HTTP 503) with a readable message; a rejected query → BAD_REQUEST (400) with
 * Meilisearch's own message. Anything else is rethrown unchanged.
 */
export function toTrpcError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  const failure = classifyMeiliError(error);
  if (failure) return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: failure.message });
  const api =
    error instanceof MeilisearchRequestError && error.cause instanceof MeilisearchApiError
      ? error.cause
      : error;
  if (api instanceof MeilisearchApiError && api.response.status < 500) {
    return new TRPCError({
      code: 'BAD_REQUEST',
      message: `The search index rejected this query: ${api.cause?.message ?? api.message}`,
    });
  }
  throw error;
}
