/**
 * A described situation's first page: the words' page blended with the rankings of the first round and the
 * searches by meaning (`scoreFirstPage`). Pure.
 */
import { firstRecordId, type SearchHit } from '@aotearoa/contracts';
import type { Answers, MeaningAnswers } from '../execute/execute';
import type { RankingQueries } from '../plan/first-round';
import type { FusionConfig } from './config';
import { type ScoredFirstPage, scoreFirstPage } from './first-page';
import { citedActsRanking, meaningRankings, phraseActsRanking, typedActsRanking } from './rankings';
import type { Ranked } from './rrf';

/**
 * A document on a page: by its first record's id and its document id, with its hit once the search has it (until
 * then, the Act that replaced it where its ranking knows).
 */
export interface PageEntry {
  id: string;
  docId: string;
  doc?: SearchHit;
  leadingAct?: string;
}

/** The entries of a page of hits, in order. Pure. */
export function entriesOf(documents: readonly SearchHit[]): PageEntry[] {
  return documents.map((doc) => ({ id: firstRecordId(doc.id), docId: doc.id, doc }));
}

/**
 * The first `limit` entries of the blend of the words' `documents` with the ranking answers and the answers by
 * meaning, and the blend's scores (for `explain`). `lawTerms`: the everyday terms gave legal terms. Pure.
 */
export function fuseFirstPage(
  documents: readonly SearchHit[],
  rankings: Answers<RankingQueries>,
  meanings: MeaningAnswers,
  lawTerms: boolean,
  fusion: FusionConfig,
  limit: number,
): { page: PageEntry[]; blend: ScoredFirstPage<Ranked> } {
  // Ranked by the id of each document's first record: the one the searches by meaning return.
  const byWords = documents.map((doc) => ({
    id: firstRecordId(doc.id),
    docId: doc.id,
    citations: doc.citation_count,
    doc,
  }));
  const blend = scoreFirstPage<Ranked & { doc?: SearchHit }>(
    byWords,
    {
      lawTerms,
      meanings: meaningRankings(meanings),
      typed: rankings.typed ? typedActsRanking(rankings.typed.hits) : [],
      cited: rankings.cited ? citedActsRanking(rankings.cited.hits) : [],
      phrases: phraseActsRanking(rankings.phrases),
      titleWords: phraseActsRanking(rankings.titleWords),
    },
    fusion,
  );
  const page = blend.results.slice(0, limit).map(({ item }) => ({
    id: item.id,
    ...(item.leadingAct ? { leadingAct: item.leadingAct } : {}),
    // Every ranking gives its Acts' document ids; a first record's id is `${docId}--0` for an Act's (safe) id.
    docId: item.docId ?? item.doc?.id ?? item.id.replace(/--0$/, ''),
    ...(item.doc ? { doc: item.doc } : {}),
  }));
  return { page, blend };
}
