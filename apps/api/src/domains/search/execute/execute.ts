/**
 * Stage 3 of a search, `execute`: the only stage that talks to Meilisearch and the encoder (through `SearchPorts`).
 * A plan's named queries are sent as multi-searches side by side, and their answers come back under the same names.
 */
import type { MultiSearchQuery } from 'meilisearch';
import type { PageQueries, RankingQueries } from '../plan/first-round';
import type { FollowUpPlan } from '../plan/follow-up';
import type { MeaningSearches } from '../plan/meaning-searches';
import type { QueryAnswer, RawHit, SearchPorts } from './ports';

/** A named group of queries sent as one multi-search: each value a query, a list of them, or a record of them. */
type QueryGroup = object;

/** The answers of a group (`QueryGroup`), under the names of its queries. */
export type Answers<G> = {
  [K in keyof G]: AnswerOf<G[K]>;
};
type AnswerOf<Q> = Q extends MultiSearchQuery
  ? QueryAnswer
  : Q extends readonly MultiSearchQuery[]
    ? QueryAnswer[]
    : Q extends Record<string, MultiSearchQuery | undefined>
      ? { [K in keyof Q]: QueryAnswer }
      : never;

const isQuery = (v: unknown): v is MultiSearchQuery =>
  typeof v === 'object' && v !== null && typeof (v as { indexUid?: unknown }).indexUid === 'string';

/**
 * Sends one group as one multi-search and gives its answers under the same names (an absent query has no answer).
 * Empty groups send nothing. Rejects when the multi-search does.
 */
export async function sendGroup<G extends QueryGroup>(ports: SearchPorts, group: G): Promise<Answers<G>> {
  const queries: MultiSearchQuery[] = [];
  const walk = (v: unknown) => {
    if (isQuery(v)) queries.push(v);
    else if (Array.isArray(v)) for (const q of v) walk(q);
    else if (typeof v === 'object' && v !== null) for (const q of Object.values(v)) walk(q);
  };
  for (const v of Object.values(group)) walk(v);
  const answers = queries.length > 0 ? await ports.multiSearch(queries) : [];
  let next = 0;
  const take = (v: unknown): unknown => {
    if (isQuery(v)) return answers[next++] ?? { hits: [] };
    if (Array.isArray(v)) return v.map(take);
    if (typeof v === 'object' && v !== null)
      return Object.fromEntries(
        Object.entries(v)
          .filter(([, q]) => q !== undefined)
          .map(([k, q]) => [k, take(q)]),
      );
    return undefined;
  };
  return Object.fromEntries(
    Object.entries(group)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, take(v)]),
  ) as Answers<G>;
}

/** The answers of a first round: the page's own queries, and the rankings' (null: none, or refused). */
export interface FirstRoundAnswers {
  page: Answers<PageQueries>;
  rankings: Answers<RankingQueries> | null;
}

/**
 * Sends the first round side by side: the page's own queries, and a described situation's ranking queries. Should
 * Meilisearch refuse the rankings (an index built by an earlier indexer, still live during a rebuild), they answer
 * null and the page is the words' alone. Rejects when the page's own request fails.
 */
export async function sendFirstRound(
  ports: SearchPorts,
  page: PageQueries,
  rankings: RankingQueries | null,
): Promise<FirstRoundAnswers> {
  const [pageAnswers, rankingAnswers] = await Promise.all([
    sendGroup(ports, page),
    rankings ? sendGroup(ports, rankings).catch(() => null) : Promise.resolve(null),
  ]);
  return { page: pageAnswers, rankings: rankingAnswers };
}

/** The hits of a described situation's two searches by meaning: by the Acts' own vectors, then by headings. */
export type MeaningAnswers = [{ hits: RawHit[] }, { hits: RawHit[] }];

/**
 * Encodes `text` and sends the searches by meaning `plan(vector)` builds, side by side. Null when there is no vector
 * (no encoder, or it did not answer in time) or Meilisearch refuses them (an index built before its embedders
 * existed): the search is then by words alone. Never rejects.
 */
export async function searchByMeaning(
  ports: SearchPorts,
  text: string,
  plan: (vector: number[]) => MeaningSearches,
): Promise<MeaningAnswers | null> {
  try {
    const vector = ports.encode ? await ports.encode(text) : null;
    if (!vector) return null;
    const { acts, headings } = plan(vector);
    const [byActs, byHeadings] = await Promise.all([
      ports.federatedSearch(acts),
      sendGroup(ports, { headings }),
    ]);
    return [{ hits: byActs.hits }, { hits: byHeadings.headings.hits }];
  } catch {
    return null;
  }
}

/**
 * Sends a page's follow-up round (`buildFollowUpPlan`): the sections query in a request of its own (the costliest),
 * the records, best-section and matched-by-words queries in a second beside it. Rejects when either fails.
 */
export async function sendFollowUp(ports: SearchPorts, plan: FollowUpPlan): Promise<Answers<FollowUpPlan>> {
  const { sections, ...rest } = plan;
  const [a, b] = await Promise.all([sendGroup(ports, { sections }), sendGroup(ports, rest)]);
  return { ...a, ...b };
}
