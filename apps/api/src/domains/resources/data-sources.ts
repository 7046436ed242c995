import {
  type NzDataSource,
  NzDataSourceSchema,
  NzDataSourcesInputSchema,
  type NzDataSourcesOutput,
  NzDataSourcesOutputSchema,
} from '@aotearoa/contracts';
import type { Context } from '../../context';
import type { LookupHit } from '../../platform/define-lookup';
import { directoryFieldsOf } from '../../platform/directory-fields';
import { equalsFilter } from '../../platform/filter-builder';
import { toTrpcError } from '../../platform/meili-errors';
import { publicProcedure } from '../../trpc';
import { resourcesMeta } from './meta';

const DATA_SOURCE_KIND = equalsFilter('kind', 'data_source');

/** The response's note: where the list comes from (the specification credited a public open-data repository). */
export const DATA_SOURCES_NOTE =
  'The dated data snapshots this service is built from, as the data README and each folder’s PROVENANCE.md ' +
  'describe them; each links to the public repository or page it was copied from. None is a live feed.';

/** Maps a directory record of kind `data_source` to the NzDataSource entity. */
export function toNzDataSource(hit: LookupHit): NzDataSource {
  const f = directoryFieldsOf(hit, 'data_source');
  return NzDataSourceSchema.parse({
    id: hit.id,
    folder: f.folder,
    name: f.name,
    description: f.description,
    records: f.records,
    licence: f.licence,
    snapshot: f.snapshot,
    baseUrl: f.baseUrl ?? hit.url ?? null,
    category: f.category,
    dataTypes: f.dataTypes,
    status: f.status,
    source: hit.source,
    sourceUrl: hit.sourceUrl,
    retrievedAt: hit.retrievedAt,
  });
}

/** Facet values, most common first (ties by name). */
function byCount(counts: Record<string, number> | undefined): string[] {
  return Object.entries(counts ?? {})
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([k]) => k);
}

/**
 * `resources.dataSources` — `GET /api/nz-data-sources?category=&dataType=` (the NZ Data Sources panel).
 * Input: `category` and `dataType`, each a value from the response's lists (at most 100 characters); `all`/blank
 * means no filter; an unknown value simply matches nothing. Output: `{ sources, categories, dataTypes,
 * totalSources, note, lastUpdated }` — the matching sources by name; `categories` (by name) and `dataTypes` (most
 * common first) over all sources; `totalSources` of all sources; `lastUpdated` the latest retrieved-at date.
 * Source: directory kind `data_source`, from the data README and each folder's PROVENANCE.md.
 * Errors: 400 naming `category` or `dataType`; 503 when the index is not reachable.
 */
export const dataSources = publicProcedure
  .meta(
    resourcesMeta(
      '/nz-data-sources',
      'The data sources this service is built from',
      'Every bundled data snapshot with its description, records, licence, snapshot date, upstream address, ' +
        'category and data types. category and dataType filter; all or blank means no filter.',
    ),
  )
  .input(NzDataSourcesInputSchema)
  .output(NzDataSourcesOutputSchema)
  .query(async ({ ctx, input }): Promise<NzDataSourcesOutput> => {
    const c: Context = ctx;
    try {
      const { results } = await c.meili.multiSearch({
        queries: [
          {
            indexUid: c.indexes.directory,
            q: '',
            filter: [
              DATA_SOURCE_KIND,
              ...(input.category ? [equalsFilter('category', input.category)] : []),
              ...(input.dataType ? [equalsFilter('tags', input.dataType)] : []),
            ],
            sort: ['title_sort:asc'],
            page: 1,
            hitsPerPage: 200,
          },
          {
            indexUid: c.indexes.directory,
            q: '',
            filter: [DATA_SOURCE_KIND],
            page: 1,
            hitsPerPage: 200,
            facets: ['category', 'tags'],
            attributesToRetrieve: ['retrievedAt'],
          },
        ],
      });
      const [found, all] = results;
      const lastUpdated =
        (all?.hits ?? [])
          .map((h) => String((h as LookupHit).retrievedAt ?? ''))

          .sort()
          .at(-1) ?? '';
      return {
        sources: (found?.hits ?? []).map((h) => toNzDataSource(h as LookupHit)),
        categories: Object.keys(all?.facetDistribution?.category ?? {}).sort(),
        dataTypes: byCount(all?.facetDistribution?.tags),
        totalSources: all?.totalHits ?? 0,
        note: DATA_SOURCES_NOTE,
        lastUpdated: lastUpdated || null,
      };
    } catch (error) {
      throw toTrpcError(error);
    }
  });
