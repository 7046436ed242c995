import { type Facets, firstRecordId, type RankingName, type SearchHit } from '@aotearoa/contracts';
import { replacedBy } from './successors';

/**
 * Search by meaning, the API's side: blending the Acts nearest in meaning to a described situation into the
 * ranking by words, and counting the Acts it adds. (The query's vector comes from the sentence encoder's worker;
 * the Acts' vectors are in the index: one per Act and one per title and section heading, see
 * apps/indexer/src/enrich/act-vectors.ts and heading-vectors.ts.)
 */

/**
 * Constant k of the reciprocal-rank blend (a result scores 1/(k + rank) in each ranking it is in). Tuned on the
 * development set of situations (infra/eval/README.md): 5 → recall@5 55.3%, 10 → 56.0%, 20 → 56.0%.
 */
export const BLEND_K = 10;

/**
 * The nearest Acts by meaning that may join a page when the words did not find them: beyond these, an Act close in
 * meaning only would fill a page whose words matched little, far from what was described.
 */
export const MEANING_ADMITTED = 10;

/** An entry of a ranking: a record id and, where the query that ranked it retrieved it, its document's citations. */
export interface Ranked {
  /** The id of the document's first record (`firstRecordId`), by which rankings are blended. */
  id: string;
  /** The document's id, where the ranking knows it (a page's follow-up queries filter on it). */
  docId?: string;
  /** Id of the Act that replaced it (`metadata.replaced_by`), where the ranking knows it (`withSuccessors`). */
  replacedBy?: string;
  /** How many distinct indexed documents cite the document (`citation_count`, counted by the indexer's citator). */
  citations?: number;
}

/**
 * The fields a ranking's hits are retrieved with (the searches by meaning, typed words, phrases and title words):
 * the record and document ids, the citation count (the authority prior) and the successor of a repealed Act, so
 * that an Act the blend puts on a page is completed in one more round (its record, its sections and its successor's,
 * `buildFollowUpPlan`).
 */
export const RANKING_ATTRIBUTES = ['id', 'doc_id', 'citation_count', 'metadata.replaced_by'];

/** The ranking entry of a hit holding `doc_id` (RANKING_ATTRIBUTES): by its Act's first record id. Pure. */
export function rankedOf(hit: Record<string, unknown> & { doc_id: string }): Ranked {
  const successor = replacedBy(hit);
  return {
    id: firstRecordId(hit.doc_id),
    docId: hit.doc_id,
    ...citationsOf(hit),
    ...(successor ? { replacedBy: successor } : {}),
  };
}

/**
 * Weight w of the authority prior in the first page's blend (`authorityFactor`). Development set, one index
 * (infra/eval/README.md): without → recall@5 71.3%, MRR 0.574; w 0.05 / 0.1 / 0.15 / 0.2 / 0.4 → 72.7% / 74.0% /
 * 74.7% / 73.3% / 73.3%, MRR 0.584 / 0.583 / 0.577 / 0.577 / 0.564.
 */
export const AUTHORITY_WEIGHT = Number(process.env.SEARCH_AUTHORITY_WEIGHT ?? 0.1);

/**
 * The authority prior: a blended score's multiplier `1 + w · ln(1 + citations)` (1 for a document nothing cites;
 * at w 0.1, 1.35 for the Privacy Act 2020's 33 citing documents, 1.44 for the Income Tax Act 2007's 82). Among the
 * Acts near a described situation, the ones the corpus's cases, papers and other Acts cite are the ones people's
 * matters turn on; an Act cited by nothing or nearly (the Nelson College Act 1858, a settlement Act) that happens
 * to share words or meaning with a situation drops below them. Pure.
 */
export function authorityFactor(citations: number, weight: number): number {
  return 1 + weight * Math.log1p(Math.max(0, citations));
}

/** One result of a blend, with its score and the places that made it (`scoreRankings`). */
export interface ScoredResult<T> {
  item: T;
  /** The blended score: the places' scores added, times `authority`. */
  score: number;
  /** The authority prior's multiplier (1 without it). */
  authority: number;
  /** Its places: `list` −1 is the ranking by words, i ≥ 0 the i-th of `meanings`; `place` from 1. */
  places: { list: number; place: number; score: number }[];
}

/** Options of a blend (`scoreRankings`, `blendRankings`). */
export interface BlendOptions {
  /** k of 1/(k + place) (default BLEND_K). */
  k?: number;
  /** Places of a ranking by meaning from which a result the words did not find may join (default MEANING_ADMITTED). */
  admitted?: number;
  /** Weight of each ranking of `meanings`, in order (default 1 each). */
  weights?: readonly number[];
  /** Weight w of the authority prior (`authorityFactor`); none when absent or 0. */
  authority?: number;
  /** Added to the score of the words' first result (default 0; see WORDS_FIRST_BONUS). */
  firstBonus?: number;
}

/**
 * The scores of a blend of the ranking by words with the rankings by meaning (reciprocal-rank fusion: each result
 * scores the sum of 1/(k + rank) over the rankings it is in; ties keep the words' order, then the meaning rankings'
 * order, taken in turn), every result, best first, with the places that made each score. A result only the meaning
 * rankings hold joins only from the first `admitted` of one of them. `opts.weights[i]` (default 1) scales the
 * scores of the i-th of `meanings`; `opts.firstBonus` is added to the words' first place. With `opts.authority` (a
 * weight w), each score is multiplied by `authorityFactor` of the result's `citations` (the first count any ranking
 * gives for it; none counts as 0).
 * Meilisearch's own hybrid ranking compares the two kinds of score directly, which on the development set let one
 * side swamp the other (recall@5 51.3% at best, against 56.7% blended by rank). Pure.
 */
export function scoreRankings<T extends Ranked>(
  words: T[],
  meanings: T[][],
  opts: BlendOptions = {},
): ScoredResult<T>[] {
  const k = opts.k ?? BLEND_K;
  const admitted = opts.admitted ?? MEANING_ADMITTED;
  const scored = new Map<string, ScoredResult<T> & { order: number; citations?: number }>();
  words.forEach((item, rank) => {
    const score = 1 / (k + rank + 1) + (rank === 0 ? (opts.firstBonus ?? 0) : 0);
    scored.set(item.id, {
      item,
      score,
      authority: 1,
      places: [{ list: -1, place: rank + 1, score }],
      order: rank,
      citations: item.citations,
    });
  });
  meanings.forEach((meaning, list) => {
    meaning.forEach((item, rank) => {
      const prev = scored.get(item.id);
      const score = (opts.weights?.[list] ?? 1) / (k + rank + 1);
      const place = { list, place: rank + 1, score };
      if (prev) {
        prev.score += score;
        prev.places.push(place);
        prev.citations ??= item.citations;
      } else if (rank < admitted)
        scored.set(item.id, {
          item,
          score,
          authority: 1,
          places: [place],
          order: words.length + rank * meanings.length + list,
          citations: item.citations,
        });
    });
  });
  const authority = opts.authority;
  if (authority)
    for (const x of scored.values()) {
      x.authority = authorityFactor(x.citations ?? 0, authority);
      x.score *= x.authority;
    }
  return [...scored.values()]
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ item, score, authority: factor, places }) => ({ item, score, authority: factor, places }));
}

/**
 * The first `limit` results of the blend of the ranking by words with the rankings by meaning (`scoreRankings`,
 * same options). Pure.
 */
export function blendRankings<T extends Ranked>(
  words: T[],
  meanings: T[][],
  limit: number,
  opts: BlendOptions = {},
): T[] {
  return scoreRankings(words, meanings, opts)
    .slice(0, limit)
    .map((x) => x.item);
}

/**
 * Weight of the cited ranking in the blend (the rankings by meaning weigh 1): an Act cited by the documents that
 * match a situation is a weaker sign than one near it in meaning. Development set (infra/eval/README.md): weight
 * 0.3 / 0.5 / 0.7 / 1 → recall@5 64.7% / 66.0% / 65.3% / 64.7%, differences near the noise of a rebuilt index.
 */
export const CITED_WEIGHT = Number(process.env.SEARCH_CITED_WEIGHT ?? 0.5);

/**
 * Weight of the typed-words ranking in the blend (the rankings by meaning weigh 1): the Acts the situation's own
 * words find when the everyday-to-legal vocabulary does not replace them (`buildSearchPlan`, `typedAt`). The ranking
 * by words puts the vocabulary's legal terms first, and the `last` strategy drops the typed words before them, so a
 * word that names the Act ("KiwiSaver" in "how does a KiwiSaver first home withdrawal work?") lost to the terms its
 * other words mapped to ("home" → property, land). Development set (infra/eval/README.md), same index: without →
 * recall@5 67.3%; weight 0.3 / 0.5 / 0.7 → 70.0% / 70.0% / 68.7%.
 */
export const TYPED_WEIGHT = Number(process.env.SEARCH_TYPED_WEIGHT ?? 0.5);

/**
 * Weight of the phrase ranking in the blend (the rankings by meaning weigh 1): the Acts whose title or headings hold
 * two adjacent words of the situation (`phrases.ts`). Development set, same index (infra/eval/README.md): without →
 * recall@5 73.3%, MRR 0.588; weight 1 → 74.7%, 0.614; 1.5 / 2 → 74.0% / 74.7%, 0.619 each.
 */
export const PHRASE_WEIGHT = Number(process.env.SEARCH_PHRASE_WEIGHT ?? 1);

/**
 * Weight of the title-word ranking in the blend: the Acts whose titles hold a word of the situation that at most
 * three titles of Acts other than amending ones hold (`phrases.ts`). Development set, same index (infra/eval/README.md):
 * without → recall@5 74.7%, MRR 0.614; weight 0.5 / 1 / 2 → 74.7% / 75.3% / 76.0%, MRR 0.615 / 0.615 / 0.608 (at 2,
 * 31 situations moved, most of them down a place or two).
 */
export const TITLE_WORD_WEIGHT = Number(process.env.SEARCH_TITLE_WORD_WEIGHT ?? 1);

/**
 * Added to the blended score of the ranking by words' first Act (whose place alone scores 1/(BLEND_K + 1) ≈ 0.091)
 * when the everyday-to-legal vocabulary put the law's own terms into the query (`FirstPageRankings.lawTerms`). The
 * words' first Act is then the one whose records hold the most of those terms, the strongest single sign a
 * situation gives; reciprocal-rank fusion weighs it as any first place, and an Act that several rankings hold a
 * little lower ("Criminal Procedure Act 2011" by meaning, by the cases' citations) or one near every situation in
 * meaning only (the Public Bodies Leases Act 1969) passed it. Without such terms the words searched are the typed
 * ones ("how late … legally" → "late legal"), and their first Act tells little. Development set, same index
 * (infra/eval/README.md): without → recall@5 91.3%, MRR 0.728 (probe set 86.7%, 0.754); 0.02 / 0.04 / 0.06 → 92.0%
 * each, MRR 0.742 / 0.750 / 0.742 (probe 86.7% each, 0.765 / 0.777 / 0.777); 0.04 for every situation, worked out
 * offline from the same rankings: MRR 0.748 (probe 0.770).
 */
export const WORDS_FIRST_BONUS = Number(process.env.SEARCH_WORDS_FIRST_BONUS ?? 0.04);

/** The rankings blended into the first page of a described situation, each a list of first-record ids, best first. */
export interface FirstPageRankings<T> {
  /**
   * True when the vocabulary gave legal terms for the situation's everyday words (`legalTermsOf` not empty): the
   * words' first Act then gains WORDS_FIRST_BONUS.
   */
  lawTerms?: boolean;
  /** By meaning: the Acts' own vectors, then their nearest title or heading (weight 1 each). */
  meanings: T[][];
  /** The Acts the typed words find without the vocabulary (`typedActsRanking`; weight TYPED_WEIGHT). */
  typed: T[];
  /** The Acts the best-matching cases, bills, debates and papers cite (`citedActsRanking`; weight CITED_WEIGHT). */
  cited: T[];
  /** The Acts whose titles or headings hold two adjacent words of it (`phraseActsRanking`; weight PHRASE_WEIGHT). */
  phrases?: T[];
  /** The Acts whose titles hold a word of it that few titles hold (`phraseActsRanking`; weight TITLE_WORD_WEIGHT). */
  titleWords?: T[];
}

/** A ranking blended into a first page: its name (as `explanation` gives it), its entries and its weight. */
export interface NamedRanking<T> {
  name: RankingName;
  list: T[];
  weight: number;
}

/**
 * The rankings of a described situation's first page other than the words', named, weighted and in blend order,
 * empty ones left out. Pure.
 */
export function firstPageRankings<T>(rankings: FirstPageRankings<T>): NamedRanking<T>[] {
  const meaningNames: RankingName[] = ['meaning_acts', 'meaning_headings'];
  const all: NamedRanking<T>[] = [
    ...rankings.meanings.map((list, i) => ({ name: meaningNames[i] ?? 'meaning_headings', list, weight: 1 })),
    { name: 'typed_words', list: rankings.typed, weight: TYPED_WEIGHT },
    { name: 'cited', list: rankings.cited, weight: CITED_WEIGHT },
    { name: 'phrases', list: rankings.phrases ?? [], weight: PHRASE_WEIGHT },
    { name: 'title_words', list: rankings.titleWords ?? [], weight: TITLE_WORD_WEIGHT },
  ];
  return all.filter((x) => x.list.length > 0);
}

/**
 * Every result of a described situation's blend, best first, with its score and places (`scoreRankings`): the
 * ranking by words blended with the rankings by meaning, the typed-words ranking, the cited ranking, the phrase and
 * the title-word rankings (`firstPageRankings`), the words' first Act gaining WORDS_FIRST_BONUS when `lawTerms`,
 * each score then weighed by the authority prior (`authorityFactor`, AUTHORITY_WEIGHT) of the citation count its
 * rankings give. Returns the named rankings too, in the order the places' `list` indexes them, and the bonus given
 * (0 when none). Pure.
 */
export function scoreFirstPage<T extends Ranked>(
  words: T[],
  rankings: FirstPageRankings<T>,
): { results: ScoredResult<T>[]; rankings: NamedRanking<T>[]; firstBonus: number } {
  const named = firstPageRankings(rankings);
  const firstBonus = rankings.lawTerms ? WORDS_FIRST_BONUS : 0;
  const results = scoreRankings(
    words,
    named.map((x) => x.list),
    { weights: named.map((x) => x.weight), authority: AUTHORITY_WEIGHT, firstBonus },
  );
  return { results, rankings: named, firstBonus };
}

/**
 * The first page of a described situation: the first `limit` results of `scoreFirstPage`. What the API shows, and
 * what the benchmark reproduces to send Meilisearch the same follow-up queries. Pure.
 */
export function blendFirstPage<T extends Ranked>(
  words: T[],
  rankings: FirstPageRankings<T>,
  limit: number,
): T[] {
  return scoreFirstPage(words, rankings)
    .results.slice(0, limit)
    .map((x) => x.item);
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
 * every Act it cites 1/(BLEND_K + r + 1); Acts are ranked by the sum. Returned as the ids of the Acts' first records
 * (as the searches by meaning return them), for `blendRankings`. An Act's id is `act-…` (legislation.govt.nz year
 * and number); cited cases are left out. Pure.
 */
export function citedActsRanking(hits: readonly Record<string, unknown>[]): Ranked[] {
  const score = new Map<string, number>();
  hits.forEach((h, rank) => {
    const cites = Array.isArray(h.cites) ? h.cites : [];
    for (const c of new Set(cites)) {
      if (typeof c === 'string' && c.startsWith('act-'))
        score.set(c, (score.get(c) ?? 0) + 1 / (BLEND_K + rank + 1));
    }
  });
  return [...score].sort((a, b) => b[1] - a[1]).map(([id]) => ({ id: firstRecordId(id), docId: id }));
}

/**
 * Adds documents the words did not match (Acts found by meaning only) to the facet counts, so each group's counts
 * add up to the total the page states. They met every filter (the search by meaning is filtered alike), so they
 * count in every group. Returns new counts; `facets` is not changed.
 */
export function countInFacets(
  facets: Facets,
  docs: Pick<SearchHit, 'type' | 'court' | 'legal_area'>[],
): Facets {
  const out: Facets = {
    documentTypes: { ...facets.documentTypes },
    courtLevels: { ...facets.courtLevels },
    legalAreas: { ...facets.legalAreas },
  };
  const bump = (group: Record<string, number>, key: string | null | undefined) => {
    if (key) group[key] = (group[key] ?? 0) + 1;
  };
  for (const d of docs) {
    bump(out.documentTypes, d.type);
    bump(out.courtLevels, d.court);
    for (const area of d.legal_area) bump(out.legalAreas, area);
  }
  return out;
}
