/**
 * One search, as one pipeline whose stages run in one direction, each in its folder:
 * `analyse` (what the query is, once) → `plan` (named Meilisearch queries) → `execute` (the only I/O, through
 * `SearchPorts`) → `fuse` (the words' page, blended with a situation's other rankings) → `complete` (one more round
 * for the page's records, sections and leading Acts) → `present` (sections, facets, explanation, the output).
 */
import type { SearchOutput, SearchParams } from '@aotearoa/contracts';
import { analyseQuery, type QueryAnalysis } from './analyse/query-analysis';
import { searchStepsOf } from './analyse/search-steps';
import { completePage } from './complete/complete-page';
import { namedActHit } from './complete/named-act';
import { exactFirstEntries, exactPassageHits } from './complete/passage';
import { type MeaningAnswers, searchByMeaning, sendFirstRound } from './execute/execute';
import type { SearchPorts } from './execute/ports';
import { DEFAULT_FUSION, type FusionConfig } from './fuse/config';
import { entriesOf, fuseFirstPage, type PageEntry } from './fuse/fuse-page';
import { headingPhrasesFound } from './fuse/rankings';
import { wordsPage } from './fuse/words-page';
import { MATCHING_STRATEGY } from './plan/fields';
import { buildSearchPlan, withRarestWords } from './plan/first-round';
import { buildMeaningSearches } from './plan/meaning-searches';
import { presentPage } from './present/output';

/** What a search runs against: its index and the fusion's weights. */
export interface RunSearchOptions {
  /** Uid of the documents index. */
  index: string;
  /** The fusion's weights (default `DEFAULT_FUSION`). */
  fusion?: FusionConfig;
  /** The query's analysis, when the caller made it already (`analyseQuery(params.query)`). */
  analysis?: QueryAnalysis;
}

/** A search's output, and whether it may be cached (not when a search by meaning it should have had failed). */
export interface SearchRun {
  output: SearchOutput;
  cacheable: boolean;
}

/**
 * Runs one search (`params`, validated by `SearchInputSchema`) against the documents index through `ports`:
 * - the query is analysed once (`analyseQuery`: kind, reduced and stemmed query, …);
 * - the first round (`buildSearchPlan`) is sent while a described situation is encoded (`ports.encode`), and its
 *   searches by meaning (`buildMeaningSearches`) once the vector is known; a passage that matched nothing as a
 *   whole is searched again by its rarest words;
 * - the words' page puts a neutral citation's judgment first (`wordsPage`); a situation's first page is the words'
 *   blended with its other rankings by RRF (`fuseFirstPage`, `FusionConfig`); the Acts holding a quoted phrase or
 *   a passage word for word come first (`exactFirstEntries`), else the Act a topic names by its subject
 *   (`namedActHit`);
 * - one more round completes the page (`completePage`), and `presentPage` lists sections, counts facets and
 *   explains the page when `params.explain`.
 * @returns the output (`SearchOutput`: documents, total, pages, facets, searched terms, citation match, whether the
 *   search by meaning answered, Meilisearch's processing time in ms), and whether it may be cached.
 * @throws whatever `ports.multiSearch` throws for the page's own queries and its completion (Meilisearch
 *   unreachable, index missing, query refused); a failing search by meaning or refused ranking queries only make
 *   the page the words' alone.
 */
export async function runSearch(
  ports: SearchPorts,
  params: SearchParams,
  options: RunSearchOptions,
): Promise<SearchRun> {
  const { index } = options;
  const fusion = options.fusion ?? DEFAULT_FUSION;
  const analysis = options.analysis ?? analyseQuery(params.query);
  const steps = searchStepsOf(params, analysis);
  const byMeaning = ports.encode !== undefined && steps.byMeaning;

  let plan = buildSearchPlan(index, params, analysis, byMeaning);
  const meaningAnswers: Promise<MeaningAnswers | null> = byMeaning
    ? searchByMeaning(ports, analysis.meaningText, (v) => buildMeaningSearches(index, params, v))
    : Promise.resolve(null);
  let first = await sendFirstRound(ports, plan.page, plan.rankings);
  let matchingStrategy = plan.page.main.matchingStrategy ?? MATCHING_STRATEGY;
  if (analysis.isPassage && first.page.main.hits.length === 0) {
    plan = withRarestWords(plan);
    first = await sendFirstRound(ports, plan.page, plan.rankings);
    matchingStrategy = 'frequency';
  }
  // Refused ranking queries leave the page to the words alone, like a failed search by meaning.
  const meanings = byMeaning && first.rankings ? await meaningAnswers : null;

  const { stems } = analysis;
  const words = wordsPage(first.page, params, stems, analysis.reduced.citation);
  let page: PageEntry[] = entriesOf(words.documents);
  const fused =
    meanings && first.rankings
      ? fuseFirstPage(
          words.documents,
          first.rankings,
          meanings,
          analysis.legalTerms.length > 0,
          fusion,
          params.limit,
        )
      : null;
  if (fused) page = fused.page;

  // The sections holding a quoted phrase or a passage word for word lead the page, one per Act; an Act not on it
  // yet is fetched with the page's other records.
  const exact =
    first.page.exactPhrase && analysis.exactText
      ? exactPassageHits(first.page.exactPhrase.hits, analysis.exactText, analysis.verbatimOnly)
      : [];
  if (exact.length > 0) page = exactFirstEntries(page, exact, params.limit);
  // A topic that names an Act by its subject ("Residential Tenancies") leads with that Act.
  const named =
    exact.length === 0 && first.page.namedAct && analysis.actSubject
      ? namedActHit(first.page.namedAct.hits, analysis.actSubject)
      : null;
  if (named) page = exactFirstEntries(page, [named], params.limit);

  const completed = await completePage(
    {
      ports,
      index,
      params,
      stemmed: analysis.indexQuery,
      stems,
      phrases: headingPhrasesFound(analysis.phrases, first.rankings?.phrases ?? []),
      // Not above an Act that holds a quoted phrase or passage word for word: that Act is the one asked for.
      withLeadingActs: steps.leadingActs && exact.length === 0,
    },
    page,
  );

  const output = presentPage({
    params,
    analysis,
    first: first.page,
    words,
    completed,
    exact,
    named,
    blend: fused?.blend ?? null,
    fusion,
    matchingStrategy,
    matchedByMeaning: meanings !== null,
  });
  return { output, cacheable: !byMeaning || meanings !== null };
}
