import type { DirectoryRecord, IndexRecord } from '@aotearoa/contracts';
import { DATA_DIR } from './data-dir';
import { enrichCaseLaw } from './enrich/case-law';
import { toIndexRecords } from './enrich/chunk';
import { enrichCorpus } from './enrich/corpus-wide';
import { enrichDebateType } from './enrich/debate-type';
import { classifyLegalAreas } from './enrich/legal-area';
import { crowdedFamilies, vectorsOf } from './enrich/vectors-of';
import type { CorpusDocument, SourceDocument } from './model/source-document';
import { loadSource, SOURCES, type Source, sourceById } from './sources';

export { DATA_DIR };

/**
 * The corpus: every source's records on their way from `data/` to the index, each stage run once.
 *
 * 1. parse — each source's `parse` and sanity checks (`loadSource`);
 * 2. per document — `enrichDocument`: legal areas where the source set none, the case-law fields of judgments, the
 *    debate type of debates and bills;
 * 3. corpus-wide — `enrichCorpus` (enrich/corpus-wide.ts): duplicate judgments merged, repealed Acts linked to their
 *    successors, the citator and citation counts;
 * 4. chunk — `recordsOf`: each document into its index records, with an Act's stored vectors.
 *
 * `buildCorpus` runs 1–3 and keeps each source's share apart, so that a rebuild's per-source jobs write each source's
 * records (pipeline.ts `ingestSource`) and the swap job only swaps.
 */

/** The sources named by `sourceIds` (all when omitted). Throws naming an unknown id and the known ones. */
export function selectSources(sourceIds?: string[]): Source[] {
  if (!sourceIds) return SOURCES;
  return sourceIds.map((id) => {
    const s = sourceById(id);
    if (!s) throw new Error(`unknown source '${id}'; known: ${SOURCES.map((x) => x.id).join(', ')}`);
    return s;
  });
}

/**
 * A document's own enrichment, from nothing but the document: legal areas where its source set none
 * (`classifyLegalAreas` on title, content and court), the case-law fields of a judgment (`enrichCaseLaw`), and the
 * debate type of a debate or bill (`enrichDebateType`). Mutates and returns `doc`.
 */
export function enrichDocument<D extends SourceDocument>(doc: D): D {
  if (doc.legal_area.length === 0) doc.legal_area = classifyLegalAreas(doc.title, doc.content, doc.court);
  enrichCaseLaw(doc);
  enrichDebateType(doc);
  return doc;
}

/** What a set of sources parses to: legal documents, directory records, and a count per source id. */
export interface Corpus {
  documents: SourceDocument[];
  directory: DirectoryRecord[];
  bySource: Record<string, number>;
}

/**
 * Loads every source (or those in `sourceIds`) from `dataDir` through its parser and sanity checks and enriches each
 * document (`enrichDocument`): stages 1 and 2, without the corpus-wide stage.
 * Throws on an unknown source id, a failed sanity check, or when two sources produce the same record id.
 */
export async function loadCorpus(dataDir: string, sourceIds?: string[]): Promise<Corpus> {
  const built = await parseSources(dataDir, selectSources(sourceIds), false);
  const out: Corpus = { documents: [], directory: [], bySource: {} };
  for (const share of built.shares.values()) {
    out.bySource[share.sourceId] = share.parsed;
    out.documents.push(...share.documents);
    out.directory.push(...share.directory);
  }
  return out;
}

/** One source's share of a corpus. */
export interface SourceShare {
  sourceId: string;
  index: Source['index'];
  /** Records the source parsed (a duplicate judgment merged into another source's copy counts here too). */
  parsed: number;
  /** Its legal documents as indexed: after the corpus-wide stage, without those merged into another record. */
  documents: CorpusDocument[];
  directory: DirectoryRecord[];
}

/** A corpus through the corpus-wide stage, by source; what remains is to chunk and write each share. */
export interface BuiltCorpus {
  dataDir: string;
  /** The share of every source that loaded, in the order of the sources. */
  shares: Map<string, SourceShare>;
  /** Sources that failed to load (parse or sanity checks), with the error naming each: left out of `shares`. */
  failures: Map<string, Error>;
  /** The crowded families of yearly Acts over the whole corpus (`crowdedFamilies`). */
  crowded: ReadonlySet<string>;
}

async function parseSources(
  dataDir: string,
  sources: Source[],
  keepGoing: boolean,
): Promise<{ shares: Map<string, SourceShare>; failures: Map<string, Error> }> {
  const shares = new Map<string, SourceShare>();
  const failures = new Map<string, Error>();
  const owner = new Map<string, string>();
  const claim = (id: string, sourceId: string) => {
    const prev = owner.get(id);
    if (prev) throw new Error(`record id '${id}' produced by both '${prev}' and '${sourceId}'`);
    owner.set(id, sourceId);
  };
  for (const s of sources) {
    let loaded: Awaited<ReturnType<typeof loadSource>>;
    try {
      loaded = await loadSource(s, dataDir);
    } catch (err) {
      if (!keepGoing) throw err;
      failures.set(s.id, err instanceof Error ? err : new Error(String(err)));
      continue;
    }
    const share: SourceShare = {
      sourceId: s.id,
      index: loaded.index,
      parsed: loaded.records.length,
      documents: [],
      directory: [],
    };
    if (loaded.index === 'documents') {
      for (const d of loaded.records) {
        claim(d.id, s.id);
        share.documents.push(enrichDocument(d));
      }
    } else {
      for (const r of loaded.records) {
        claim(r.id, s.id);
        share.directory.push(r);
      }
    }
    shares.set(s.id, share);
  }
  return { shares, failures };
}

/**
 * Builds the corpus of `dataDir`: every source (or those in `opts.sourceIds`) parsed and checked, each document
 * enriched, then the corpus-wide stage once over all of them (`enrichCorpus`); see the module comment. Each merged
 * document stays in the share of the source whose record was kept.
 * `opts.keepGoing`: a source that fails to load is left out and recorded in `failures` (its own job reports it),
 * instead of throwing.
 * @throws on an unknown source id, a failing source (unless `keepGoing`), or when two sources produce one record id.
 */
export async function buildCorpus(
  dataDir: string,
  opts: { sourceIds?: string[]; keepGoing?: boolean } = {},
): Promise<BuiltCorpus> {
  const { shares, failures } = await parseSources(
    dataDir,
    selectSources(opts.sourceIds),
    opts.keepGoing ?? false,
  );
  const sourceOf = new Map<string, SourceShare>();
  for (const share of shares.values()) for (const d of share.documents) sourceOf.set(d.id, share);
  const documents = [...shares.values()].flatMap((s) => s.documents);
  for (const share of shares.values()) share.documents = [];
  for (const d of enrichCorpus(documents)) sourceOf.get(d.id)?.documents.push(d);
  const all = [...shares.values()].flatMap((s) => s.documents);
  return { dataDir, shares, failures, crowded: crowdedFamilies(all) };
}

/**
 * Stage 4 for one share: its documents chunked into index records (enrich/chunk.ts), each Act with its stored
 * vectors from the corpus's data folder (enrich/vectors-of.ts).
 */
export function recordsOf(corpus: BuiltCorpus, share: SourceShare): IndexRecord[] {
  return share.documents.flatMap((d) => toIndexRecords(d, vectorsOf(d, corpus.dataDir, corpus.crowded)));
}

/**
 * What the index holds of `documents` (already parsed and enriched, `loadCorpus`): the corpus-wide stage
 * (`enrichCorpus`), then every document chunked into index records, each Act with its stored vectors from `dataDir`.
 */
export function buildIndexRecords(documents: SourceDocument[], dataDir: string = DATA_DIR): IndexRecord[] {
  const enriched = enrichCorpus(documents);
  const crowded = crowdedFamilies(enriched);
  return enriched.flatMap((d) => toIndexRecords(d, vectorsOf(d, dataDir, crowded)));
}
