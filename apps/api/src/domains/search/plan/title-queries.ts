/**
 * The phrase and title-word queries of a described situation (`buildPhraseQueries`, `buildTitleWordQueries`):
 * word-for-word searches of its two-word phrases on the Acts' titles and headings, and of its words on their titles.
 * The Acts they find make the phrase and title-word rankings (`phraseActsRanking`). Pure.
 */
import type { MultiSearchQuery } from 'meilisearch';
import { MAX_PHRASE_ACTS } from '../analyse/situation-words';
import { RANKING_ATTRIBUTES } from './fields';

/**
 * Words of the titles of Acts that amend or validate others ("Incorporated Societies Amendment Act 1953"), stemmed: a
 * phrase in such a title names the Act amended, not the Act a person needs. ("repeal" is not among them: an Act's
 * searchable title holds its former titles too, and the Shop Trading Hours Act 1990 was once the "Shop Trading
 * Hours Act Repeal Act 1990".)
 */
const AMENDING_TITLE_STEMS = ['amend', 'valid'];
/** Negative keywords leaving out the Acts whose titles hold AMENDING_TITLE_STEMS (searched on titles only). */
const NOT_AMENDING = AMENDING_TITLE_STEMS.map((w) => `-${w}`).join(' ');
/**
 * Two queries per phrase (`situationPhrases`), legislation only, under the search's `filter`, one record per Act (the
 * index's distinct attribute), at most MAX_PHRASE_ACTS + 1 so that a phrase too many Acts hold shows it: the phrase
 * word for word in the stemmed titles of Acts other than amending ones (negative keywords on the title only), and
 * in the stemmed Act outlines and section headings.
 */
export function buildPhraseQueries(
  indexName: string,
  phrases: string[],
  filter: string[],
): MultiSearchQuery[] {
  const base = {
    indexUid: indexName,
    filter: [...filter, 'type = legislation'],
    limit: MAX_PHRASE_ACTS + 1,
    attributesToRetrieve: RANKING_ATTRIBUTES,
  };
  return phrases.flatMap((phrase) => [
    {
      ...base,
      q: `"${phrase}" ${NOT_AMENDING}`,
      attributesToSearchOn: ['stem_title'],
    },
    { ...base, q: `"${phrase}"`, attributesToSearchOn: ['stem_outline', 'stem_heading'] },
  ]);
}
/**
 * One query per word (`situationWords`): the word in quotes (whole, no typo or prefix) in the stemmed titles of Acts
 * other than amending ones, legislation only, under the search's `filter`, at most MAX_PHRASE_ACTS + 1 Acts. A word
 * few Acts are named by names the Act the situation is about ("addicted" → the Substance Addiction (Compulsory
 * Assessment and Treatment) Act 2017, a title only here; "promised" → the Law Reform (Testamentary Promises) Act
 * 1949); a word many titles hold ("tax", "land") ranks none.
 */
export function buildTitleWordQueries(
  indexName: string,
  words: string[],
  filter: string[],
): MultiSearchQuery[] {
  return words.map((word) => ({
    indexUid: indexName,
    q: `"${word}" ${NOT_AMENDING}`,
    attributesToSearchOn: ['stem_title'],
    filter: [...filter, 'type = legislation'],
    limit: MAX_PHRASE_ACTS + 1,
    attributesToRetrieve: RANKING_ATTRIBUTES,
  }));
}

/** Acts whose titles hold a topic as one phrase, looked at for the one it names (`namedActHit`). */
export const NAMED_ACT_CANDIDATES = 10;

/**
 * The Acts whose stemmed titles hold `subject` (`QueryAnalysis.actSubject`) as one phrase, legislation only, under
 * the search's `filter`, NAMED_ACT_CANDIDATES of them with their titles, whether in force and year, so that the one
 * the topic names ("Residential Tenancies" → the Residential Tenancies Act 1986) can lead the page. Pure.
 */
export function namedActQuery(indexName: string, subject: string, filter: string[]): MultiSearchQuery {
  return {
    indexUid: indexName,
    q: `"${subject}"`,
    attributesToSearchOn: ['stem_title'],
    filter: [...filter, 'type = legislation'],
    limit: NAMED_ACT_CANDIDATES,
    attributesToRetrieve: [...RANKING_ATTRIBUTES, 'title', 'is_current', 'year'],
  };
}
