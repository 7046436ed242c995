/**
 * The exact-phrase query of a query that may be quoted from the law (`SearchPlan.page.exactPhrase`). Pure.
 */
import { MAX_QUERY_WORDS, stemText } from '@aotearoa/contracts';

/**
 * Words of a passage searched as one exact phrase: a longer paste is looked for by its first words. Twice the
 * reduced query's words, the most any query the API sends Meilisearch holds.
 */
export const PASSAGE_PHRASE_WORDS = 2 * MAX_QUERY_WORDS;

/**
 * Section records the exact phrase is asked for (every record, not one per Act), among which those holding the
 * passage as typed are put first (`exactPassageHits`). Stop words are not indexed, so the phrase "may, of its own
 * motion or on the application of any party…" also matches "may, on its own motion or on the application of a
 * party…": 37 sections, and the three Acts holding it word for word were not among Meilisearch's first three; and
 * "by any person (being the chief executive or an iwi social service…" matches 17 sections of the Oranga Tamariki
 * Act 1989, of which s 147, the one holding it as typed, was the sixth.
 */
export const EXACT_PASSAGE_CANDIDATES = 50;

/**
 * The exact-phrase query of a passage: its first PASSAGE_PHRASE_WORDS words, stemmed as the sections' `stem_text`
 * copy is, quoted ("…a High Court Judge may,— (a) on the application…" → `"…a high court judg mai a on the
 * applic…"`; paragraph labels and punctuation fall away in both). Null when nothing is left. Pure.
 */
export function passagePhrase(query: string): string | null {
  const words = stemText(query).split(' ').filter(Boolean).slice(0, PASSAGE_PHRASE_WORDS);
  return words.length > 0 ? `"${words.join(' ')}"` : null;
}
