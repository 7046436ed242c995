import type { SourceStatus } from '@aotearoa/contracts';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/** How often the page re-reads which sources are live (the shortest connector period is 5 minutes). */
export const LIVE_SOURCES_REFRESH_MS = 5 * 60_000;

/** Which sources may be called Live right now, by id and by the `source` names their records carry. */
export interface LiveSources {
  /** Ids of sources whose connector succeeded within its period (`GET /api/sources`, `live: true`). */
  ids: ReadonlySet<string>;
  /** Record `source` names of those sources (a panel's source line matches its records by these). */
  names: ReadonlySet<string>;
  /** The live source of an id or a record source name, for its schedule label ("every 24 hours"). */
  find(idOrName: string): SourceStatus | undefined;
}

/**
 * The sources whose live connector actually succeeded within its period, from `GET /api/sources`. Nothing is live
 * while that answer is loading or failed, or in sovereign mode (the API then says `live: false` for every source):
 * "Live", "Updated every 24 hours" and "Live Data" are never claimed without a recent successful run.
 */
export function useLiveSources(): LiveSources {
  const { data } = useQuery(
    trpc.sources.list.queryOptions(
      {},
      { staleTime: LIVE_SOURCES_REFRESH_MS, refetchInterval: LIVE_SOURCES_REFRESH_MS, retry: false },
    ),
  );
  const live = data?.sources.filter((s) => s.live) ?? [];
  const ids = new Set(live.map((s) => s.id));
  const names = new Set(live.flatMap((s) => s.recordSources));
  return {
    ids,
    names,
    find: (key) => live.find((s) => s.id === key || s.recordSources.includes(key)),
  };
}

/** `Updated every 24 hours` from a live source's schedule label (`every 24 hours`); `Live` without one. */
export function updatedEveryLabel(source: SourceStatus | undefined): string {
  const label = source?.schedule?.label;
  return label?.startsWith('every ') ? `Updated ${label}` : 'Live';
}
