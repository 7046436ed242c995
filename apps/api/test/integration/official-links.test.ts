import {
  DIRECTORY_LINK_FIELDS,
  type DirectoryKind,
  type DocumentType,
  indexUid,
  isOfficialDirectoryLink,
  isOfficialUrl,
  recordOfficialUrl,
} from '@aotearoa/contracts';
import { createMeili } from '@aotearoa/infra/testing';
import { describe, expect, inject, it } from 'vitest';

/**
 * Issue 49, "official links only", over every record of the index the global setup builds through the production
 * pipeline: a record's main link is on a host of its kind's allow-list (contracts' `official-links.ts` for the
 * directory, `OFFICIAL_HOSTS` for documents), or there is none. The copy a record was read from stays its
 * `sourceUrl` and is not checked here.
 */
const meili = createMeili(inject('meiliUrl'), inject('meiliKey'));
const PREFIX = inject('sharedIndexPrefix');
const PAGE = 1000;

/** Every record of an index (only `fields`), read in pages. */
async function readAll(
  name: 'directory' | 'documents',
  fields: string[],
): Promise<Record<string, unknown>[]> {
  const index = meili.index(indexUid(name, PREFIX));
  const out: Record<string, unknown>[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { results, total } = await index.getDocuments({ fields, limit: PAGE, offset });
    out.push(...(results as Record<string, unknown>[]));
    if (offset + PAGE >= total) break;
  }
  return out;
}

describe('every main link of the index is official, or there is none', () => {
  it('directory records: url and the card links in fields', async () => {
    const records = await readAll('directory', ['id', 'kind', 'url', 'fields']);
    expect(records.length).toBeGreaterThan(1000);
    const bad: string[] = [];
    let links = 0;
    for (const r of records) {
      const kind = r.kind as DirectoryKind;
      const fields = (r.fields ?? {}) as Record<string, unknown>;
      const contact = fields.contact as Record<string, unknown> | undefined;
      const candidates = [r.url, ...DIRECTORY_LINK_FIELDS.map((k) => fields[k]), contact?.website];
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
    const records = await readAll('documents', ['doc_id', 'type', 'metadata', 'sourceUrl', 'citation']);
    const bad: string[] = [];
    const seen = new Set<string>();
    for (const r of records) {
      const id = String(r.doc_id);
      if (seen.has(id)) continue;
      seen.add(id);
      const type = r.type as DocumentType;
      const url = recordOfficialUrl({
        type,
        metadata: (r.metadata ?? {}) as Record<string, unknown>,
        sourceUrl: String(r.sourceUrl ?? ''),
        citation: typeof r.citation === 'string' ? r.citation : null,
      });
      if (url !== undefined && !isOfficialUrl(type, url)) bad.push(`${id} ${url}`);
    }
    expect(seen.size).toBeGreaterThan(1000);
    expect(bad).toEqual([]);
  });
});
