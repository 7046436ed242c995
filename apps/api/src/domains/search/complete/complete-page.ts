/**
 * Stage 5 of a search, `complete`: one more round for what the page's documents still need — the records the blend
 * put on it, the sections of its Acts, which Acts found otherwise the words match, and the leading Act of an Act on
 * it (the Act in force that replaced a repealed Act, the Act an amendment Act amends: shown just above it). A third
 * round, rare, for a leading Act no ranking named.
 */
import { firstRecordId, type SearchHit, type SearchParams } from '@aotearoa/contracts';
import { sendFollowUp } from '../execute/execute';
import type { RawHit, SearchPorts } from '../execute/ports';
import type { PageEntry } from '../fuse/fuse-page';
import { buildFollowUpPlan, type PageFollowUp } from '../plan/follow-up';
import { mapHit } from '../present/map-hit';
import { type LeadingReason, leadingActOf, withLeadingActs } from './leading-acts';

/** What a search's completion needs to know. */
export interface CompletionContext {
  ports: SearchPorts;
  index: string;
  params: SearchParams;
  /** The stemmed index query (`QueryAnalysis.indexQuery`). */
  stemmed: string;
  stems: ReadonlySet<string>;
  /** Stemmed two-word phrases the Acts' headings hold (`headingPhrasesFound`), for the sections query. */
  phrases: readonly string[];
  /** Whether leading Acts are shown just above the Acts that lead to them on this page (`showsLeadingActs`). */
  withLeadingActs: boolean;
}

/** A completed page. */
export interface CompletedPage {
  documents: SearchHit[];
  /** Section hits of the page's Acts, best first (the sections query's, then the best-section query's). */
  sectionHits: RawHit[];
  /** Documents on the page the words did not find (brought by the blend or as leading Acts). */
  addedDocuments: SearchHit[];
  /** Document ids of those the words match too (already counted in the total). */
  matchedByWords: Set<string>;
  /** Document ids of the leading Acts placed above the Acts that lead to them, and why. */
  leadingActs: Map<string, LeadingReason>;
}

/** One follow-up round: records fetched (by record id), section hits, document ids the words match. */
async function followUp(ctx: CompletionContext, page: PageFollowUp) {
  const answers = await sendFollowUp(ctx.ports, buildFollowUpPlan(ctx.index, ctx.params, ctx.stemmed, page));
  return {
    fetched: new Map((answers.records?.hits ?? []).map((h) => [String(h.id), mapHit(h, ctx.stems)])),
    sectionHits: [...(answers.sections?.hits ?? []), ...(answers.bestSection?.hits ?? [])],
    matched: (answers.matchedByWords?.hits ?? []).flatMap((h) =>
      typeof h.doc_id === 'string' ? [h.doc_id] : [],
    ),
  };
}

/**
 * Completes `page` in one round (two requests side by side), a third for a leading Act no ranking named: the records
 * of its entries without a hit, the sections of its Acts (and of the leading Acts), which added documents the words
 * match, and each Act's leading Act placed just above it (`withLeadingActs`).
 * Rejects when Meilisearch does.
 */
export async function completePage(
  ctx: CompletionContext,
  page: readonly PageEntry[],
): Promise<CompletedPage> {
  const limit = ctx.params.limit;
  const leadingActsOf = (entries: { docId: string; leadingAct?: string | null }[]) => {
    const onPage = new Set(entries.map((e) => e.docId));
    return ctx.withLeadingActs
      ? [...new Set(entries.flatMap((e) => e.leadingAct ?? []))].filter((id) => !onPage.has(id))
      : [];
  };
  const blendedIn = page.filter((e) => !e.doc);
  const leadingIds = leadingActsOf(
    page.map((e) => ({ ...e, leadingAct: e.doc ? leadingActOf(e.doc)?.id : e.leadingAct })),
  );
  const round = await followUp(ctx, {
    actIds: [
      ...page.filter((e) => !e.doc || e.doc.type === 'legislation').map((e) => e.docId),
      ...leadingIds,
    ],
    fetchIds: [...blendedIn.map((e) => e.id), ...leadingIds.map(firstRecordId)],
    matchIds: [...blendedIn.map((e) => e.docId), ...leadingIds],
    phrases: ctx.phrases,
  });
  let documents = page.flatMap((e) => e.doc ?? round.fetched.get(e.id) ?? []);
  const sectionHits = [...round.sectionHits];
  const matchedByWords = new Set(round.matched);
  const fetchedByDocId = new Map([...round.fetched.values()].map((d) => [d.id, d]));
  let addedDocuments = documents.filter((d) => fetchedByDocId.get(d.id) === d);
  const leadingActs = new Map<string, LeadingReason>();
  if (ctx.withLeadingActs) {
    // Those not asked for already (a leading Act the index does not hold is not asked for twice).
    const late = leadingActsOf(
      documents.map((d) => ({ docId: d.id, leadingAct: leadingActOf(d)?.id })),
    ).filter((id) => !leadingIds.includes(id));
    if (late.length > 0) {
      const more = await followUp(ctx, { actIds: late, fetchIds: late.map(firstRecordId), matchIds: late });
      for (const d of more.fetched.values()) fetchedByDocId.set(d.id, d);
      sectionHits.push(...more.sectionHits);
      for (const id of more.matched) matchedByWords.add(id);
    }
    const fetchedLeading = new Map([...fetchedByDocId].filter(([id]) => !documents.some((d) => d.id === id)));
    const before = documents;
    documents = withLeadingActs(documents, fetchedLeading, limit);
    // Placed or moved up: each leading Act now just above an Act that leads to it.
    for (const [i, d] of documents.entries()) {
      const lead = leadingActOf(documents[i + 1] ?? {});
      if (lead?.id === d.id && before.indexOf(d) !== i) leadingActs.set(d.id, lead.reason);
    }
    // Counted in the total and the facets like the Acts found by meaning only, unless the words match them too.
    addedDocuments = [
      ...addedDocuments,
      ...[...fetchedLeading.values()].filter((d) => documents.includes(d)),
    ];
  }
  return { documents, sectionHits, addedDocuments, matchedByWords, leadingActs };
}
