import type { Document } from '@aotearoa/contracts';
import type { SourceDocument } from '../model/source-document';
import { citationDocOf, countCitations } from './citations';
import { mergeDuplicates } from './duplicates';

/**
 * How many indexed documents cite each document, computed from the parsed snapshot before any record is added, so
 * that records go into the staging index with their `citation_count` already set.
 *
 * The rebuild builds the citator only once every source is in the staging index (`finalizeIndexes`), and then
 * wrote each cited document's count to every one of its records: ~85,000 partial updates on the full corpus, about
 * 105 s of a ~270–305 s rebuild, because Meilisearch re-indexes a record it updates about as slowly as one it adds
 * (infra/bench/README.md, Ingest). Counting ahead takes ~9 s over the whole snapshot, once per process
 * (`expectedCitationCounts`, corpus.ts); the source jobs add records with the counts, and `finalizeIndexes` updates
 * only the records whose count the citator over what was indexed finds different (it has the last word: a source
 * left out, a live source's new documents).
 */

/**
 * What the citator reads of a parsed document, as `finalizeIndexes` reads it back from the index: an Act's
 * section texts are part of its text (they cite other Acts), after its own content. Pure.
 */
function indexedText(doc: SourceDocument): Document {
  const sections = (doc.sectionTexts ?? []).map((s) => s.text);
  const content = [doc.content, ...sections].filter((t): t is string => Boolean(t)).join('\n');
  return { ...doc, content };
}

/**
 * The citation count of every cited document of a corpus (duplicate judgments merged first, as the rebuild does),
 * keyed by document id; documents cited by none are left out. Pure.
 */
export function citationCountsOf(documents: SourceDocument[]): Record<string, number> {
  const merged = mergeDuplicates(documents.map(indexedText));
  const counts = countCitations(merged.map(citationDocOf));
  return Object.fromEntries([...counts].filter(([, n]) => n > 0).sort((a, b) => a[0].localeCompare(b[0])));
}
