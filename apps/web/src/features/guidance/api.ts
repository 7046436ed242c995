import { trpc } from '../../lib/trpc';

/**
 * Query options for the API's `guidance.match` procedure (`GET /api/guidance?query=`) for a query as typed (trimmed,
 * at most 500 characters): the situation and topic records it matches. Its own module, so the `/search` route's
 * loader can start the request without loading the components that show the answer.
 */
export function guidanceQueryOptions(query: string) {
  return trpc.guidance.match.queryOptions({ query: query.trim().slice(0, 500) });
}
