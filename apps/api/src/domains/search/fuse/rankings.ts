/**
 * The rankings blended into a described situation's first page, read from the first round's answers: each a list of
 * Acts by their first record's id, best first (`Ranked`). Pure.
 */
import { firstRecordId } from '@aotearoa/contracts';
import { MAX_PHRASE_ACTS } from '../analyse/situation-words';
import { leadingActOf } from '../complete/leading-acts';
import type { Ranked } from './rrf';

/** k of the cited ranking's own reciprocal-rank sum over the citing documents (the fusion's default k). */
const CITING_K = 10;

/** The ranking entry of a hit holding `doc_id` (RANKING_ATTRIBUTES): by its Act's first record id. Pure. */
export function rankedOf(hit: Record<string, unknown> & { doc_id: string }): Ranked {
  const leading = leadingActOf(hit)?.id;
  return {
    id: firstRecordId(hit.doc_id),
    docId: hit.doc_id,
    ...citationsOf(hit),
    ...(leading ? { leadingAct: leading } : {}),
  };
}
/**
 * The typed-words ranking for `blendFirstPage`: the Acts of `hits` (records with `doc_id` and `citation_count`, best
 * first, as the typed-words query returns them) as the ids of their first records, each Act once, with its citation
 * count. Pure.
 */
export function typedActsRanking(hits: readonly Record<string, unknown>[]): Ranked[] {
  const out = new Map<string, Ranked>();
  for (const h of hits) {
    if (typeof h.doc_id !== 'string') continue;
    const id = firstRecordId(h.doc_id);
    if (!out.has(id)) out.set(id, rankedOf(h as typeof h & { doc_id: string }));
  }
  return [...out.values()];
}
/**
 * The rankings by meaning for `blendFirstPage`: each result's hits (records with `id`, `doc_id` and
 * `citation_count`, as the searches by meaning return them, one per Act) as ranking entries, by the id of their
 * Act's first record (a heading's vector may be on any record of its Act). Pure.
 */
export function meaningRankings(
  results: readonly { hits: readonly Record<string, unknown>[] }[],
): Ranked[][] {
  return results.map((r) =>
    r.hits.map((h) =>
      typeof h.doc_id === 'string'
        ? rankedOf(h as typeof h & { doc_id: string })
        : { id: String(h.id), ...citationsOf(h) },
    ),
  );
}
/** `{ citations }` from a hit's `citation_count` when it holds a count, else nothing. */
function citationsOf(hit: Record<string, unknown>): Pick<Ranked, 'citations'> {
  const c = hit.citation_count;
  return typeof c === 'number' && Number.isFinite(c) && c >= 0 ? { citations: c } : {};
}
/**
 * The Acts cited by the cases, bills, debates and papers the words match best, best first: each citing document, by
 * its rank r in `hits` (their `cites`: ids of the documents their text cites, set by the indexer's citator), gives
 * every Act it cites 1/(CITING_K + r + 1); Acts are ranked by the sum. Returned as the ids of the Acts' first records
 * (as the searches by meaning return them), for `blendRankings`. An Act's id is `act-…` (legislation.govt.nz year
 * and number); cited cases are left out. Pure.
 */
export function citedActsRanking(hits: readonly Record<string, unknown>[]): Ranked[] {
  const score = new Map<string, number>();
  hits.forEach((h, rank) => {
    const cites = Array.isArray(h.cites) ? h.cites : [];
    for (const c of new Set(cites)) {
      if (typeof c === 'string' && c.startsWith('act-'))
        score.set(c, (score.get(c) ?? 0) + 1 / (CITING_K + rank + 1));
    }
  });
  return [...score].sort((a, b) => b[1] - a[1]).map(([id]) => ({ id: firstRecordId(id), docId: id }));
}
/**
 * The Acts of the phrase or title-word queries' answers (`buildPhraseQueries`, `buildTitleWordQueries`; each a list
 * of hits with `doc_id` and `citation_count`), best first, as the ids of their first records: each query whose
 * phrase or word n ≤ MAX_PHRASE_ACTS Acts hold gives each of them 1 / ln(1 + n) (one only one Act holds counts
 * most); one held by more gives nothing. Ties keep the order of the queries, then of the hits. Pure.
 */
export function phraseActsRanking(
  results: readonly { hits: readonly Record<string, unknown>[] }[],
): Ranked[] {
  const scored = new Map<string, { entry: Ranked; score: number; order: number }>();
  for (const { hits } of results) {
    const acts = hits.filter((h) => typeof h.doc_id === 'string');
    if (acts.length === 0 || acts.length > MAX_PHRASE_ACTS) continue;
    const score = 1 / Math.log1p(acts.length);
    for (const h of acts) {
      const entry = rankedOf(h as typeof h & { doc_id: string });
      const id = entry.id;
      const prev = scored.get(id);
      if (prev) prev.score += score;
      else {
        scored.set(id, { entry, score, order: scored.size });
      }
    }
  }
  return [...scored.values()].sort((a, b) => b.score - a.score || a.order - b.order).map((x) => x.entry);
}
/**
 * The phrases of `phrases` that the section headings or outlines of 1 to MAX_PHRASE_ACTS Acts hold, read from the
 * answers to `buildPhraseQueries(…, phrases, …)`, in its order (per phrase a titles query, then a headings query).
 * Their words lead the query for the sections listed under each Act (`buildSectionsQuery`), so that "bereavement
 * leave" lists the Holidays Act 2003's bereavement leave sections, not its first sections on leave. Pure.
 */
export function headingPhrasesFound(
  phrases: readonly string[],
  results: readonly { hits: readonly unknown[] }[],
): string[] {
  return phrases.filter((_, i) => {
    const n = results[2 * i + 1]?.hits.length ?? 0;
    return n >= 1 && n <= MAX_PHRASE_ACTS;
  });
}
