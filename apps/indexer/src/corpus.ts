import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Document, IndexRecord } from '@aotearoa/contracts';
import { toIndexRecords } from './enrich/chunk';
import { countCitations } from './enrich/citations';
import { classifyLegalAreas } from './enrich/legal-area';
import { SOURCES, sourceById } from './sources';

/** Absolute path of the repository's bundled `data/` folder. */
export const DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../data');

/**
 * Loads every source (or those in `sourceIds`) from `dataDir`, assigns legal areas where a source set none
 * (classifyLegalAreas on title + content), and returns the documents with a count per source id.
 * Throws on an unknown source id or when two sources produce the same document id.
 */
export async function loadCorpus(
  dataDir: string,
  sourceIds?: string[],
): Promise<{ documents: Document[]; bySource: Record<string, number> }> {
  const sources = sourceIds
    ? sourceIds.map((id) => {
        const s = sourceById(id);
        if (!s) throw new Error(`unknown source '${id}'; known: ${SOURCES.map((x) => x.id).join(', ')}`);
        return s;
      })
    : SOURCES;
  const documents: Document[] = [];
  const bySource: Record<string, number> = {};
  const owner = new Map<string, string>();
  for (const s of sources) {
    const docs = await s.load(dataDir);
    bySource[s.id] = docs.length;
    for (const d of docs) {
      const prev = owner.get(d.id);
      if (prev) throw new Error(`document id '${d.id}' produced by both '${prev}' and '${s.id}'`);
      owner.set(d.id, s.id);
      if (d.legal_area.length === 0) d.legal_area = classifyLegalAreas(d.title, d.content);
      documents.push(d);
    }
  }
  return { documents, bySource };
}

/** Citation counts over `documents`, then every document chunked into index records (see enrich/chunk.ts). */
export function buildIndexRecords(documents: Document[]): IndexRecord[] {
  const counts = countCitations(documents);
  return documents.flatMap((d) => toIndexRecords({ ...d, citation_count: counts.get(d.id) ?? 0 }));
}
