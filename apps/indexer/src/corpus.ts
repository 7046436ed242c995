import type { DirectoryRecord, Document, IndexRecord } from '@aotearoa/contracts';
import { DATA_DIR } from './data-dir';
import { enrichCaseLaw } from './enrich/case-law';
import { toIndexRecords } from './enrich/chunk';
import { citationCountsOf } from './enrich/citation-counts';
import { mergeDuplicates } from './enrich/duplicates';
import { classifyLegalAreas } from './enrich/legal-area';
import { crowdedFamilies, vectorsOf } from './enrich/vectors-of';
import { loadSource, SOURCES, type Source, sourceById } from './sources';

export { DATA_DIR };

/** The sources named by `sourceIds` (all when omitted). Throws naming an unknown id and the known ones. */
export function selectSources(sourceIds?: string[]): Source[] {
  if (!sourceIds) return SOURCES;
  return sourceIds.map((id) => {
    const s = sourceById(id);
    if (!s) throw new Error(`unknown source '${id}'; known: ${SOURCES.map((x) => x.id).join(', ')}`);
    return s;
  });
}

/** What a set of sources parses to: legal documents, directory records, and a count per source id. */
export interface Corpus {
  documents: Document[];
  directory: DirectoryRecord[];
  bySource: Record<string, number>;
}

/**
 * Loads every source (or those in `sourceIds`) from `dataDir` through its parser and sanity checks, assigns legal
 * areas to documents where a source set none (classifyLegalAreas on title + content), derives the case-law fields
 * of judgments (enrichCaseLaw), and returns the records.
 * Throws on an unknown source id, a failed sanity check, or when two sources produce the same record id.
 */
export async function loadCorpus(dataDir: string, sourceIds?: string[]): Promise<Corpus> {
  const out: Corpus = { documents: [], directory: [], bySource: {} };
  const owner = new Map<string, string>();
  const claim = (id: string, sourceId: string) => {
    const prev = owner.get(id);
    if (prev) throw new Error(`record id '${id}' produced by both '${prev}' and '${sourceId}'`);
    owner.set(id, sourceId);
  };
  for (const s of selectSources(sourceIds)) {
    const loaded = await loadSource(s, dataDir);
    out.bySource[s.id] = loaded.records.length;
    if (loaded.index === 'documents') {
      for (const d of loaded.records) {
        claim(d.id, s.id);
        if (d.legal_area.length === 0) d.legal_area = classifyLegalAreas(d.title, d.content, d.court);
        enrichCaseLaw(d);
        out.documents.push(d);
      }
    } else {
      for (const r of loaded.records) {
        claim(r.id, s.id);
        out.directory.push(r);
      }
    }
  }
  return out;
}

/**
 * What the index holds of `documents` (the steps `finalizeIndexes` takes over the staging index, in one process):
 * duplicate judgments merged into one document (enrich/duplicates.ts), citation counts over the merged corpus, then
 * every document chunked into index records (see enrich/chunk.ts), each Act with its stored vectors from `dataDir`
 * (enrich/vectors-of.ts).
 */
export function buildIndexRecords(documents: Document[], dataDir: string = DATA_DIR): IndexRecord[] {
  const merged = mergeDuplicates(documents);
  const counts = citationCountsOf(documents);
  const crowded = crowdedFamilies(merged);
  return merged.flatMap((d) =>
    toIndexRecords({ ...d, citation_count: counts[d.id] ?? 0 }, vectorsOf(d, dataDir, crowded)),
  );
}

const expectedCounts = new Map<string, Promise<ReadonlyMap<string, number>>>();

/**
 * The citation counts of the corpus under `dataDir` (`citationCountsOf` over every source that loads; computed once
 * per folder and process, ~9 s on the full snapshot): document id → count, cited documents only. The
 * source jobs of a rebuild add records with them (`ingestSource`), so that `finalizeIndexes` need not write them.
 */
export function expectedCitationCounts(dataDir: string): Promise<ReadonlyMap<string, number>> {
  let counts = expectedCounts.get(dataDir);
  if (!counts) {
    counts = (async () => {
      const documents: Document[] = [];
      // Source by source: one that fails to load is left out here, and its own job reports it.
      for (const source of selectSources()) {
        const loaded = await loadCorpus(dataDir, [source.id]).catch(() => null);
        if (loaded) documents.push(...loaded.documents);
      }
      return new Map(Object.entries(citationCountsOf(documents)));
    })();
    // A failed count is not kept: the next job tries again.
    counts.catch(() => expectedCounts.delete(dataDir));
    expectedCounts.set(dataDir, counts);
  }
  return counts;
}
