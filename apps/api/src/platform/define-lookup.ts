import type { IndexName, PageInfo } from '@aotearoa/contracts';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { z } from 'zod';
import type { Context } from '../context';
import { publicProcedure } from '../trpc';
import { toTrpcError } from './meili-errors';

/** One Meilisearch hit of a lookup (the stored record; fields depend on the index). */
export type LookupHit = Record<string, unknown>;

/** What a lookup's search returned, handed to `respond` with the mapped items. */
export interface LookupResult {
  /** Exact number of matching records (Meilisearch `totalHits`). */
  total: number;
  /** The page answered (1-based), its size (the spec's `limit`) and the number of pages. */
  page: number;
  pageSize: number;
  totalPages: number;
  /** Facet counts of the attributes named in `facets` (values → records), over the filtered result. */
  facets: Record<string, Record<string, number>>;
}

/** The paging fields of a lookup's answer (`PageInfoSchema`: total, page, pageSize, totalPages). */
export function pageInfo(result: LookupResult): PageInfo {
  return { total: result.total, page: result.page, pageSize: result.pageSize, totalPages: result.totalPages };
}

/** Input values, with the filter parameters already normalised (`all` and blank dropped by `filterParam`). */
type InputOf<I extends z.ZodType> = z.output<I>;

/**
 * Declaration of one lookup endpoint: a tRPC procedure that is also `GET /api<path>`, answered by one Meilisearch
 * search (filtering, sorting, paging and facets in the index, never in memory).
 */
export interface LookupSpec<I extends z.ZodType, Item, Out> {
  /** REST path under /api, e.g. `/local-councils`. */
  path: `/${string}`;
  summary: string;
  /** What the endpoint returns and from which source (shown in the OpenAPI document). */
  description: string;
  tags: string[];
  /** Index searched (see contracts INDEXES). */
  index: IndexName;
  input: I;
  /** Filter clauses that always apply, e.g. `kind = "council"` (build them with `platform/filter-builder`). */
  baseFilter: string[];
  /** The free-text query of an input (default: none, an empty query lists everything). */
  query?: (input: InputOf<I>) => string | undefined;
  /** Filter clauses from the input: each returned clause is ANDed; undefined or null adds nothing. */
  filters?: (input: InputOf<I>) => Array<string | null | undefined>;
  /** Sort of the result list (`attribute:asc|desc`), e.g. `['title_sort:asc']`; default relevance. */
  sort?: (input: InputOf<I>) => string[] | undefined;
  /** Records per page for an input. */
  limit: (input: InputOf<I>) => number;
  /** Page of an input (default 1). */
  page?: (input: InputOf<I>) => number;
  /** Facet attributes to count in the same request. */
  facets?: string[];
  /** Maps a hit to the endpoint's item (validated by `output`). */
  toItem: (hit: LookupHit) => Item;
  output: z.ZodType<Out>;
  /** Wraps the items in the endpoint's response shape (e.g. `{ councils, allServices }`). */
  respond: (items: Item[], result: LookupResult, input: InputOf<I>) => Out;
}

/**
 * Builds a lookup procedure from its declaration: validates the input with zod (400 naming the parameter), runs
 * one Meilisearch search on the deployment's index with the spec's filter, sort, page and facets, maps the hits and
 * wraps them. Answers 503 when Meilisearch or the index is not reachable.
 */
export function defineLookup<I extends z.ZodType, Item, Out>(spec: LookupSpec<I, Item, Out>) {
  const meta: OpenApiMeta = {
    openapi: {
      method: 'GET',
      path: spec.path,
      summary: spec.summary,
      description: spec.description,
      tags: spec.tags,
      errorResponses: {
        400: 'Invalid input: the message names each parameter and why',
        429: 'Too many requests from this address',
        503: 'The search index (Meilisearch) is not reachable',
      },
    },
  };
  return publicProcedure
    .meta(meta)
    .input(spec.input)
    .output(spec.output)
    .query(async (opts) => {
      const ctx: Context = opts.ctx;
      const input = opts.input as InputOf<I>;
      const filter = [...spec.baseFilter, ...(spec.filters?.(input) ?? [])].filter(
        (c): c is string => typeof c === 'string' && c !== '',
      );
      const limit = spec.limit(input);
      const page = spec.page?.(input) ?? 1;
      const sort = spec.sort?.(input);
      try {
        const res = await ctx.meili.index(ctx.indexes[spec.index]).search(spec.query?.(input) ?? '', {
          filter,
          page,
          hitsPerPage: limit,
          ...(sort ? { sort } : {}),
          ...(spec.facets ? { facets: spec.facets } : {}),
        });
        const items = res.hits.map((h) => spec.toItem(h as LookupHit));
        const total = res.totalHits ?? items.length;
        return spec.respond(
          items,
          {
            total,
            page,
            pageSize: limit,
            totalPages: res.totalPages ?? Math.ceil(total / limit),
            facets: res.facetDistribution ?? {},
          },
          input,
        );
      } catch (error) {
        throw toTrpcError(error);
      }
    });
}
