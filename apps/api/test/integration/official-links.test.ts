import {
  DIRECTORY_FIELDS_SCHEMAS,
  DIRECTORY_LINK_FIELDS,
  DirectoryRecordSchema,
  DocumentMetadataSchema,
  IndexRecordSchema,
  indexUid,
  isOfficialDirectoryLink,
  isOfficialUrl,
  recordOfficialUrl,
} from '@aotearoa/contracts';
import { createMeili } from '@aotearoa/infra/testing';
import { describe, expect, inject, it } from 'vitest';
import type { z } from 'zod';

/**
 * Issue 49, "official links only", over every record of the index the global setup builds through the production
 * pipeline: a record's main link is on a host of its kind's allow-list (contracts' `official-links.ts` for the
 * directory, `OFFICIAL_HOSTS` for documents), or there is none. The copy a record was read from stays its
 * `sourceUrl` and is not checked here.
 */
const meili = createMeili(inject('meiliUrl'), inject('meiliKey'));
const PREFIX = inject('sharedIndexPrefix');
const PAGE = 1000;

/** Every record of an index (only `fields`), read in pages, each as its record schema reads it. */
async function readAll<T>(
  name: 'directory' | 'documents',
  fields: string[],
  schema: z.ZodType<T>,
): Promise<T[]> {
  const index = meili.index(indexUid(name, PREFIX));
  const out: T[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { results, total } = await index.getDocuments({ fields, limit: PAGE, offset });
    out.push(...results.map((r) => schema.parse(r)));
    if (offset + PAGE >= total) break;
  }
  return out;
}

const DirectoryLinks = DirectoryRecordSchema.pick({ id: true, kind: true, url: true, fields: true });
const DocumentLinks = IndexRecordSchema.pick({
  doc_id: true,
  type: true,
  metadata: true,
  sourceUrl: true,
}).extend({ citation: IndexRecordSchema.shape.citation.optional() });
const LINK_FIELDS: ReadonlySet<string> = new Set(DIRECTORY_LINK_FIELDS);

describe('every main link of the index is official, or there is none', () => {
  it('directory records: url and the card links in fields', async () => {
    const records = await readAll('directory', ['id', 'kind', 'url', 'fields'], DirectoryLinks);
    expect(records.length).toBeGreaterThan(1000);
    const bad: string[] = [];
    let links = 0;
    for (const r of records) {
      const kind = r.kind;
      // The kind's payload as its fields schema reads it (the API's `directoryFieldsOf`).
      const fields = DIRECTORY_FIELDS_SCHEMAS[kind].parse(r.fields);
      const linked = Object.entries(fields).filter(([k]) => LINK_FIELDS.has(k));
      const website = 'contact' in fields ? fields.contact?.website : undefined;
      const candidates = [r.url, ...linked.map(([, v]) => v), website];
      for (const url of candidates) {
        if (url === null || url === undefined) continue;
        links++;
        if (typeof url !== 'string' || !isOfficialDirectoryLink(kind, url))
          bad.push(`${r.id} ${String(url)}`);
      }
    }
    expect(links).toBeGreaterThan(500);
    expect(bad).toEqual([]);
  });

  it('documents: the official page a card links (recordOfficialUrl) is on its type’s official hosts', async () => {
    const records = await readAll(
      'documents',
      ['doc_id', 'type', 'metadata', 'sourceUrl', 'citation'],
      DocumentLinks,
    );
    const bad: string[] = [];
    const seen = new Set<string>();
    for (const r of records) {
      const id = r.doc_id;
      if (seen.has(id)) continue;
      seen.add(id);
      const url = recordOfficialUrl({
        type: r.type,
        metadata: DocumentMetadataSchema.parse(r.metadata),
        sourceUrl: r.sourceUrl,
        citation: r.citation ?? null,
      });
      if (url !== undefined && !isOfficialUrl(r.type, url)) bad.push(`${id} ${url}`);
    }
    expect(seen.size).toBeGreaterThan(1000);
    expect(bad).toEqual([]);
  });
});
