import type { Document } from '@aotearoa/contracts';
import type { CorpusDocument, SourceDocument } from '../model/source-document';
import { titleKey } from '../sources/_shared/common';
import { buildCitator, citationDocOf } from './citations';
import { mergeDuplicates } from './duplicates';
import { linkPrincipalActs } from './principal-acts';
import { linkSuccessors } from './successors';

/**
 * The corpus-wide stage of a rebuild: what no document can know alone, worked out once over every parsed and
 * enriched document of the corpus (corpus.ts `buildCorpus`) before any of them is chunked into index records.
 *
 * 1. Duplicate judgments merged into one document (duplicates.ts): the kept record carries both provenances.
 * 2. Each repealed Act linked to the Act in force that replaced it (`metadata.replaced_by`, successors.ts), and
 *    each amendment Act to the Act it amends (`metadata.principal_act`, principal-acts.ts).
 * 3. The citator (citations.ts) over the merged corpus: which other documents each one cites — by neutral citation,
 *    law-report citation or Act title, an Act's section texts included — with the pinpoints its text gives.
 * 4. Each document's `citation_count`: how many distinct other documents cite it.
 */

/**
 * What the citator reads of a document: an Act's section texts are part of its text (they cite other Acts), after
 * its own content. Pure.
 */
export function citatorText(doc: SourceDocument): Document {
  const sections = (doc.sectionTexts ?? []).map((s) => s.text);
  const content = [doc.content, ...sections].filter((t): t is string => Boolean(t)).join('\n');
  return { ...doc, content };
}

/**
 * Runs the corpus-wide stage over `documents` (see the module comment). Returns the documents as they are indexed:
 * duplicates folded into the kept one (in its place), each with `citation_count`, and `citator` on each that
 * cites something (`cites`: the ids it cites, sorted; `cite_refs`: every citation with its pinpoints, cases not held
 * here included). Mutates the Acts' metadata (`replaced_by`, `principal_act`).
 */
export function enrichCorpus(documents: SourceDocument[]): CorpusDocument[] {
  const merged: SourceDocument[] = mergeDuplicates(documents);
  const acts = new Map(merged.filter((d) => d.type === 'legislation').map((d) => [d.id, d]));
  linkSuccessors(acts, titleKey);
  linkPrincipalActs(acts, titleKey);
  const { edges, refs } = buildCitator(merged.map((d) => citationDocOf(citatorText(d))));
  const counts = new Map<string, number>();
  for (const cited of edges.values()) for (const id of cited) counts.set(id, (counts.get(id) ?? 0) + 1);
  return merged.map((d) => {
    const list = refs.get(d.id);
    const out: CorpusDocument = { ...d, citation_count: counts.get(d.id) ?? 0 };
    if (list) out.citator = { cites: [...(edges.get(d.id) ?? [])].sort(), cite_refs: list };
    return out;
  });
}
