/**
 * Stage 4 of a search, `fuse`: a described situation's first page, the words' ranking blended with the others by
 * reciprocal-rank fusion (`rrf.ts`), weighed by `FusionConfig`. Pure.
 */
import type { RankingName } from '@aotearoa/contracts';
import { DEFAULT_FUSION, type FusionConfig } from './config';
import { type Ranked, type ScoredResult, scoreRankings } from './rrf';

/** The rankings blended into the first page of a described situation, each a list of first-record ids, best first. */
export interface FirstPageRankings<T> {
  /**
   * True when the everyday terms gave legal terms for the situation's everyday words (`legalTermsOf` not empty): the
   * words' first Act then gains `FusionConfig.wordsFirstBonus`.
   */
  lawTerms?: boolean;
  /** By meaning: the Acts' own vectors, then their nearest title or heading (weight 1 each). */
  meanings: T[][];
  /** The Acts the typed words find without the everyday terms (`typedActsRanking`). */
  typed: T[];
  /** The Acts the best-matching cases, bills, debates and papers cite (`citedActsRanking`). */
  cited: T[];
  /** The Acts whose titles or headings hold two adjacent words of it (`phraseActsRanking`). */
  phrases?: T[];
  /** The Acts whose titles hold a word of it that few titles hold (`phraseActsRanking`). */
  titleWords?: T[];
}

/** A ranking blended into a first page: its name (as `explanation` gives it), its entries and its weight. */
export interface NamedRanking<T> {
  name: RankingName;
  list: T[];
  weight: number;
}

/**
 * The rankings of a described situation's first page other than the words', named, weighted (`config`) and in
 * blend order, empty ones left out. Pure.
 */
export function firstPageRankings<T>(
  rankings: FirstPageRankings<T>,
  config: FusionConfig = DEFAULT_FUSION,
): NamedRanking<T>[] {
  const meaningNames: RankingName[] = ['meaning_acts', 'meaning_headings'];
  const all: NamedRanking<T>[] = [
    ...rankings.meanings.map((list, i) => ({ name: meaningNames[i] ?? 'meaning_headings', list, weight: 1 })),
    { name: 'typed_words', list: rankings.typed, weight: config.typed },
    { name: 'cited', list: rankings.cited, weight: config.cited },
    { name: 'phrases', list: rankings.phrases ?? [], weight: config.phrases },
    { name: 'title_words', list: rankings.titleWords ?? [], weight: config.titleWords },
  ];
  return all.filter((x) => x.list.length > 0);
}

/** A scored first page: every result best first, the rankings its places index, and the bonus given (0 if none). */
export interface ScoredFirstPage<T> {
  results: ScoredResult<T>[];
  rankings: NamedRanking<T>[];
  firstBonus: number;
}

/**
 * Every result of a described situation's blend, best first, with its score and places (`scoreRankings`): the
 * ranking by words blended with the others (`firstPageRankings`), the words' first Act gaining
 * `config.wordsFirstBonus` when `lawTerms`, each score then weighed by the authority prior (`authorityFactor`,
 * `config.authority`) of the citation count its rankings give. Pure.
 */
export function scoreFirstPage<T extends Ranked>(
  words: T[],
  rankings: FirstPageRankings<T>,
  config: FusionConfig = DEFAULT_FUSION,
): ScoredFirstPage<T> {
  const named = firstPageRankings(rankings, config);
  const firstBonus = rankings.lawTerms ? config.wordsFirstBonus : 0;
  const results = scoreRankings(
    words,
    named.map((x) => x.list),
    {
      k: config.k,
      admitted: config.admitted,
      weights: named.map((x) => x.weight),
      authority: config.authority,
      firstBonus,
    },
  );
  return { results, rankings: named, firstBonus };
}
