/**
 * Which of the search's optional steps a query takes, read from its analysis (`QueryAnalysis`) and parameters: the
 * search by meaning beside the search by words, and the leading Acts placed above the Acts that lead to them.
 */
import type { SearchParams } from '@aotearoa/contracts';
import { buildSearchFilter } from '../../../platform/filter-builder';
import type { QueryAnalysis } from './query-analysis';

/**
 * Typed words a query needs before it is also searched by meaning: a topic of two words ("youth court", "starting
 * a business") is, a single word (a name, a legal term: "bail") is not. Measured by `pnpm eval --topics 100` (Acts'
 * subjects as their titles name them, "Residential Tenancies", "civil union"): the Act in the first three 190 → 200
 * of 200 against searching such topics by words only (infra/eval/README.md).
 */
export const MEANING_MIN_WORDS = 2;

/**
 * True when a search is also made by meaning: a described situation, or a topic of at least MEANING_MIN_WORDS
 * words, ranked by relevance, first page; not a passage of law, a citation, an Act's title, a quoted phrase or the
 * name of a type of document ("parliamentary debates": the person wants those documents); and only where the
 * filters let Acts in (`letsActsIn`: the searches by meaning find Acts, the only records with vectors). An Act's
 * title searched by meaning too put other Acts above the one named ("Health and Safety at Work Act 2015" listed the
 * Employment Relations Act 2000 first). Pure.
 */
export function searchesByMeaning(
  params: Pick<SearchParams, 'sortBy' | 'page' | 'documentTypes' | 'courtLevels'>,
  a: QueryAnalysis,
): boolean {
  return (
    letsActsIn(params) &&
    params.sortBy === 'relevance' &&
    params.page === 1 &&
    !a.reduced.citation &&
    !a.isPassage &&
    !a.namesAnAct &&
    !a.documentType &&
    a.kind !== 'quoted_phrase' &&
    a.tokens.length >= MEANING_MIN_WORDS
  );
}

/**
 * True when an Act on the page brings its leading Act just above it (the Act in force that replaced it, or the Act
 * it amends; `leadingActOf`): a first page by relevance, filtered at most to types that include legislation (a
 * leading Act is fetched by its id, and would not be held to other filters), unless the query names a neutral
 * citation, an Act by its title (the person wants that Act) or a type of document. Pure.
 */
export function showsLeadingActs(params: SearchParams, a: QueryAnalysis): boolean {
  return (
    letsActsIn(params) &&
    buildSearchFilter({ ...params, documentTypes: [], courtLevels: [] }).length === 0 &&
    params.sortBy === 'relevance' &&
    params.page === 1 &&
    !a.reduced.citation &&
    !a.namesAnAct &&
    !a.documentType
  );
}

/** The optional steps one search takes, decided once from its parameters and analysis. */
export interface SearchSteps {
  /** Searched by meaning too (`searchesByMeaning`). */
  byMeaning: boolean;
  /** Leading Acts placed above the Acts that lead to them (`showsLeadingActs`). */
  leadingActs: boolean;
}

/** The optional steps of a search (`SearchSteps`), read once before it runs. Pure. */
export function searchStepsOf(params: SearchParams, a: QueryAnalysis): SearchSteps {
  return { byMeaning: searchesByMeaning(params, a), leadingActs: showsLeadingActs(params, a) };
}

/**
 * True when a search's filters let Acts in: no type filter or one that includes legislation, and no court (Acts have
 * none). A search of case law only ("bail conditions" in a court's panel) asked the searches by meaning for Acts
 * and got, filtered to cases without vectors, cases in no order of meaning at the top of its page. Pure.
 */
function letsActsIn(params: Pick<SearchParams, 'documentTypes' | 'courtLevels'>): boolean {
  return (
    (params.documentTypes.length === 0 || params.documentTypes.includes('legislation')) &&
    params.courtLevels.length === 0
  );
}
