/**
 * The weights of the first page's reciprocal-rank fusion, one typed value (`FusionConfig`) read from the API's
 * environment (`fusionConfigOf`, env.ts: SEARCH_RRF_K, SEARCH_AUTHORITY_WEIGHT, SEARCH_CITED_WEIGHT,
 * SEARCH_TYPED_WEIGHT, SEARCH_PHRASE_WEIGHT, SEARCH_TITLE_WORD_WEIGHT, SEARCH_WORDS_FIRST_BONUS). How each value was
 * measured is in infra/eval/README.md ("Tuning history").
 */
import type { Env } from '../../../env';

/** The fusion's constants. The rankings by meaning weigh 1 each; the others are relative to them. */
export interface FusionConfig {
  /** k of RRF: a result scores weight/(k + place) in each ranking it is in. */
  k: number;
  /** Places of a ranking other than the words' from which a result the words did not find may join the page. */
  admitted: number;
  /** w of the authority prior `1 + w·ln(1 + citations)` (`authorityFactor`); 0 turns it off. */
  authority: number;
  /** Weight of the Acts the best-matching cases, bills, debates and papers cite. */
  cited: number;
  /** Weight of the Acts the typed words find without the everyday terms. */
  typed: number;
  /** Weight of the Acts whose titles or headings hold two adjacent words of the situation. */
  phrases: number;
  /** Weight of the Acts whose titles hold a word of the situation few titles hold. */
  titleWords: number;
  /** Added to the words' first Act when the everyday terms gave legal terms (its place alone scores 1/(k + 1)). */
  wordsFirstBonus: number;
}

/** The fusion's values when the environment sets none (what the development sets were measured with). */
export const DEFAULT_FUSION: FusionConfig = {
  k: 10,
  admitted: 10,
  authority: 0.1,
  cited: 0.5,
  typed: 0.5,
  phrases: 1,
  titleWords: 1,
  wordsFirstBonus: 0.04,
};

/** The environment variable of each fusion value. */
const FUSION_ENV = {
  k: 'SEARCH_RRF_K',
  admitted: 'SEARCH_RRF_ADMITTED',
  authority: 'SEARCH_AUTHORITY_WEIGHT',
  cited: 'SEARCH_CITED_WEIGHT',
  typed: 'SEARCH_TYPED_WEIGHT',
  phrases: 'SEARCH_PHRASE_WEIGHT',
  titleWords: 'SEARCH_TITLE_WORD_WEIGHT',
  wordsFirstBonus: 'SEARCH_WORDS_FIRST_BONUS',
} as const satisfies Record<keyof FusionConfig, keyof Env>;

/** The fusion's values from the validated environment (`loadEnv`), DEFAULT_FUSION where it sets none. Pure. */
export function fusionConfigOf(
  env: Partial<Pick<Env, (typeof FUSION_ENV)[keyof FusionConfig]>>,
): FusionConfig {
  const out = { ...DEFAULT_FUSION };
  for (const key of Object.keys(FUSION_ENV) as (keyof FusionConfig)[]) {
    const value = env[FUSION_ENV[key]];
    if (value !== undefined) out[key] = value;
  }
  return out;
}
