import type { TRPCLink } from '@trpc/client';
import type { AnyTRPCRouter } from '@trpc/server';
import { omitBlank } from '../components/panel/omit-empty';

/**
 * A tRPC link that sends every query without its empty values (`query: ''`, `documentTypes: []`, unset dates): the
 * spec's rule that empty filters and empty text are omitted from requests, kept in one place for every panel and page
 * (the API reads an absent value and an empty one alike). The query cache still keys on the input as the caller gave
 * it; only the request changes.
 */
export function omitBlankLink<TRouter extends AnyTRPCRouter>(): TRPCLink<TRouter> {
  return () =>
    ({ op, next }) =>
      next(op.type === 'query' ? { ...op, input: omitBlank(op.input) } : op);
}
