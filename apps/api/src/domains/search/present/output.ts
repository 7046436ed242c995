/**
 * Stage 6 of a search, `present`: the output a person reads — each Act with its sections, the total and facets
 * counting what the blend added, and, when asked, why each result is where it is. Pure.
 */
import type { SearchOutput, SearchParams } from '@aotearoa/contracts';
import type { QueryAnalysis } from '../analyse/query-analysis';
import type { CompletedPage } from '../complete/complete-page';
import { markPassage } from '../complete/passage';
import { pickSectionHits } from '../complete/section-picks';
import type { Answers } from '../execute/execute';
import type { RawHit } from '../execute/ports';
import type { FusionConfig } from '../fuse/config';
import type { ScoredFirstPage } from '../fuse/first-page';
import type { Ranked } from '../fuse/rrf';
import type { WordsPage } from '../fuse/words-page';
import type { PageQueries } from '../plan/first-round';
import { SECTIONS_PER_ACT } from '../plan/follow-up';
import { explainSearch } from './explain';
import { countInFacets, facetsOf } from './facets';
import { mapSectionHit } from './map-hit';

/** Everything the output is made of. */
export interface PresentInput {
  params: SearchParams;
  analysis: QueryAnalysis;
  /** The first round's answers to the page's own queries. */
  first: Answers<PageQueries>;
  words: WordsPage;
  completed: CompletedPage;
  /** The section hits holding a passage word for word (`exactPassageHits`), listed first under their Acts. */
  exact: readonly RawHit[];
  /** The Act the query names by its subject (`namedActHit`), put first, or null. */
  named: RawHit | null;
  /** A described situation's blend, or null. */
  blend: ScoredFirstPage<Ranked> | null;
  fusion: FusionConfig;
  /** The main query's matching strategy as last sent. */
  matchingStrategy: string;
  /** Whether the search by meaning answered. */
  matchedByMeaning: boolean;
}

/**
 * The search's output: the completed page's documents, each Act with up to SECTIONS_PER_ACT sections (a passage's
 * own section first, marked where the passage is; machinery provisions last, `pickSectionHits`), the total and the
 * facet counts with the documents the words did not find added, the searched terms, and `explanation` when asked.
 * Pure.
 */
export function presentPage(input: PresentInput): SearchOutput {
  const { params, analysis, words, completed } = input;
  let { total, totalPages } = words;
  let facets = facetsOf(input.first);
  const uncounted = completed.addedDocuments.filter((d) => !completed.matchedByWords.has(d.id));
  if (uncounted.length > 0) {
    total += uncounted.length;
    totalPages = Math.ceil(total / params.limit);
    facets = countInFacets(facets, uncounted);
  }
  const exactHits = new Set<unknown>(input.exact);
  const picked = pickSectionHits([...input.exact, ...completed.sectionHits], SECTIONS_PER_ACT, exactHits);
  const documents = completed.documents.map((d) => {
    const sections = (picked.get(d.id) ?? []).flatMap(
      (h) =>
        mapSectionHit(
          h,
          analysis.stems,
          exactHits.has(h) && analysis.exactText
            ? (text) => markPassage(text, analysis.exactText ?? '')
            : undefined,
        ) ?? [],
    );
    return sections.length ? { ...d, sections } : d;
  });
  const main = input.first.main;
  return {
    documents,
    total,
    page: params.page,
    totalPages,
    facets,
    // The terms typed, after reduction.
    searchedTerms: [...analysis.reduced.terms],
    spellingCorrections: analysis.spelling,
    citationMatch: words.citationMatch,
    matchedByMeaning: input.matchedByMeaning,
    processingTimeMs: main.processingTimeMs ?? 0,
    ...(params.explain
      ? {
          explanation: explainSearch({
            queryKind: analysis.kind,
            legalTerms: analysis.legalTerms,
            mode: analysis.isPassage ? 'passage' : input.blend ? 'blend' : 'words',
            indexQuery: analysis.indexQuery,
            matchingStrategy: input.matchingStrategy,
            documents,
            wordsHits: main.hits,
            blend: input.blend,
            k: input.fusion.k,
            authorityWeight: input.fusion.authority,
            moves: {
              citation: words.citedId,
              exact: new Set(input.exact.map((h) => String(h.doc_id))),
              named: input.named ? String(input.named.doc_id) : null,
              leadingActs: completed.leadingActs,
            },
          }),
        }
      : {}),
  };
}
