import {
  type ExplainedDocument,
  firstRecordId,
  type RankingName,
  type SearchExplanation,
  SearchExplanationSchema,
  type SearchHit,
} from '@aotearoa/contracts';
import type { LeadingReason } from '../complete/leading-acts';
import type { NamedRanking } from '../fuse/first-page';
import type { Ranked, ScoredResult } from '../fuse/rrf';

/** The documents a search moved after ranking them (`explain`): by document id. */
export interface PageMoves {
  /** The judgment the query's neutral citation names (put first), or null. */
  citation: string | null;
  /** The Acts and regulations that hold a pasted passage word for word (put first). */
  exact: Set<string>;
  /** The Act a topic names by its subject (put first), or null. */
  named?: string | null;
  /** The Acts that replaced a repealed Act on the page (put just above it). */
  leadingActs: ReadonlyMap<string, LeadingReason>;
}

/** What `explainSearch` reads off one search. */
export interface ExplainInput {
  queryKind: SearchExplanation['queryKind'];
  legalTerms: readonly string[];
  mode: SearchExplanation['mode'];
  /** The query string sent to Meilisearch for the ranking by words. */
  indexQuery: string;
  matchingStrategy: string | undefined;
  /** The page's documents, in page order. */
  documents: readonly SearchHit[];
  /** The ranking by words' raw Meilisearch hits (with `_rankingScore` and `_rankingScoreDetails` when asked). */
  wordsHits: readonly Record<string, unknown>[];
  /** The blend of a described situation (`scoreFirstPage`), or null when the page is the ranking by words. */
  blend: {
    results: readonly ScoredResult<Ranked>[];
    rankings: readonly NamedRanking<Ranked>[];
    /** Added to the words' first place (`FusionConfig.wordsFirstBonus` when the everyday terms gave legal terms, else 0). */
    firstBonus?: number;
  } | null;
  /** k of the blend's 1/(k + place). */
  k: number;
  /** w of the blend's authority prior (`FusionConfig.authority`). */
  authorityWeight: number;
  moves: PageMoves;
}

/**
 * The `explanation` of a search asked for with `explain=true`: how the page was made, the query Meilisearch was
 * sent, the rankings blended with their weights, and for each document of the page its Meilisearch ranking score
 * (with each ranking rule's share), its place in each blended ranking, the authority prior and the blended score,
 * and whether it was moved afterwards (citation, exact passage, successor, principal Act, the Act a topic names). Shape: contracts
 * `SearchExplanationSchema`. Pure.
 */
export function explainSearch(input: ExplainInput): SearchExplanation {
  const byDoc = new Map<string, Record<string, unknown>>();
  for (const h of input.wordsHits) {
    const id = typeof h.doc_id === 'string' ? h.doc_id : String(h.id ?? '');
    if (!byDoc.has(id)) byDoc.set(id, h);
  }
  const scored = new Map((input.blend?.results ?? []).map((r) => [r.item.id, r]));
  const nameOf = (list: number): RankingName =>
    list < 0 ? 'words' : (input.blend?.rankings[list]?.name ?? 'words');
  const documents = input.documents.map((doc): ExplainedDocument => {
    const hit = byDoc.get(doc.id);
    const score = hit?._rankingScore;
    const details = hit?._rankingScoreDetails;
    const blended = input.blend ? scored.get(firstRecordId(doc.id)) : undefined;
    return {
      id: doc.id,
      wordsScore: typeof score === 'number' ? score : null,
      wordsScoreDetails: details && typeof details === 'object' ? (details as Record<string, unknown>) : null,
      rankings: (blended?.places ?? []).map((p) => ({
        ranking: nameOf(p.list),
        place: p.place,
        score: p.score,
      })),
      authority: blended ? blended.authority : null,
      score: blended ? blended.score : null,
      moved:
        input.moves.citation === doc.id
          ? 'citation'
          : input.moves.exact.has(doc.id)
            ? 'exact_passage'
            : (input.moves.leadingActs.get(doc.id) ?? (input.moves.named === doc.id ? 'named_act' : null)),
    };
  });
  const strategy = SearchExplanationSchema.shape.matchingStrategy.safeParse(input.matchingStrategy);
  return {
    queryKind: input.queryKind,
    legalTerms: [...input.legalTerms],
    mode: input.mode,
    indexQuery: input.indexQuery,
    matchingStrategy: strategy.success ? strategy.data : 'last',
    rankings: input.blend
      ? [
          { ranking: 'words', weight: 1, size: input.wordsHits.length },
          ...input.blend.rankings.map((r) => ({ ranking: r.name, weight: r.weight, size: r.list.length })),
        ]
      : [],
    k: input.blend ? input.k : null,
    authorityWeight: input.blend ? input.authorityWeight : null,
    wordsFirstBonus: input.blend ? (input.blend.firstBonus ?? 0) : null,
    documents,
  };
}
