/**
 * The page the words make (the main query's hits), with the judgment a neutral citation names put first. Pure.
 */
import type { SearchHit, SearchParams } from '@aotearoa/contracts';
import type { Answers } from '../execute/execute';
import type { PageQueries } from '../plan/first-round';
import { mapHit } from '../present/map-hit';

/** The words' page: its documents, total and pages, and the judgment its citation named (or null). */
export interface WordsPage {
  documents: SearchHit[];
  total: number;
  totalPages: number;
  /** The citation as the judgment gives it (or as typed), when the citation lookup found it. */
  citationMatch: string | null;
  /** Document id of that judgment, or null. */
  citedId: string | null;
}

/**
 * The words' page from the first round's answers: the main query's hits as search hits (their words marked by
 * `stems`), and when the citation lookup found a judgment, that judgment first on page 1 and removed from the other
 * hits of every page (page 1 keeps `limit` documents; a total of 0 becomes 1). Pure.
 */
export function wordsPage(
  answers: Answers<PageQueries>,
  params: Pick<SearchParams, 'page' | 'limit'>,
  stems: ReadonlySet<string>,
  typedCitation: string | null,
): WordsPage {
  const main = answers.main;
  let documents = main.hits.map((h) => mapHit(h, stems));
  let total = main.totalHits ?? main.estimatedTotalHits ?? documents.length;
  let totalPages = main.totalPages ?? Math.ceil(total / params.limit);
  const cited = answers.citation?.hits[0];
  if (!cited) return { documents, total, totalPages, citationMatch: null, citedId: null };
  const hit = mapHit(cited);
  const rest = documents.filter((d) => d.id !== hit.id);
  if (params.page === 1) {
    if (rest.length === documents.length && documents.length >= params.limit) rest.pop();
    documents = [hit, ...rest];
    if (total === 0) {
      total = 1;
      totalPages = 1;
    }
  } else {
    documents = rest;
  }
  return { documents, total, totalPages, citationMatch: hit.citation ?? typedCitation, citedId: hit.id };
}
