import {
  type CitationLink,
  CitationsInputSchema,
  CitationsOutputSchema,
  type CiteRef,
  CiteRefSchema,
  DocumentTypeSchema,
  ReaderInputSchema,
  ReaderOutputSchema,
  ReaderTextInputSchema,
  ReaderTextOutputSchema,
} from '@aotearoa/contracts';
import { TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { z } from 'zod';
import type { Context } from '../../context';
import { documentMetadataOf } from '../../platform/document-metadata';
import { equalsFilter, inFilter } from '../../platform/filter-builder';
import { toTrpcError } from '../../platform/meili-errors';
import { publicProcedure, router } from '../../trpc';
import { mapHit } from '../search/present/map-hit';
import { loadOutline } from './document-units';

type Raw = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

const ERRORS = {
  400: 'Invalid input: the message names each parameter and why',
  404: 'No document has this id',
  503: 'The search index (Meilisearch) is not reachable',
};

function meta(path: `/${string}`, summary: string, description: string): OpenApiMeta {
  return {
    openapi: { method: 'GET', path, summary, description, tags: ['documents'], errorResponses: ERRORS },
  };
}

function notFound(id: string): TRPCError {
  return new TRPCError({
    code: 'NOT_FOUND',
    message: `No document has the id "${id}": it may have been removed from the index, or the link is mistyped`,
  });
}

/** Runs a Meilisearch call, turning its failures into the API's errors (503 when unreachable). */
async function guarded<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw toTrpcError(error);
  }
}

/** The fields of a citator list entry. */
export const LINK_FIELDS = [
  'doc_id',
  'title',
  'type',
  'citation',
  'court',
  'date_published',
  'date_enacted',
  'metadata.date_precision',
];
function toLink(hit: Raw, pinpoints: string[]): CitationLink {
  const type = DocumentTypeSchema.safeParse(hit.type);
  return {
    id: String(hit.doc_id),
    title: str(hit.title) ?? String(hit.doc_id),
    type: type.success ? type.data : 'legislation',
    citation: str(hit.citation),
    court: str(hit.court),
    date: str(hit.date_published) ?? str(hit.date_enacted),
    yearOnly: documentMetadataOf(hit).date_precision === 'year',
    pinpoints,
  };
}

/** A record's `cite_refs` (what its text cites, with pinpoints), tolerating an index built before they existed. */
function citeRefsOf(hit: Raw): CiteRef[] {
  const parsed = z.array(CiteRefSchema).safeParse(hit.cite_refs);
  return parsed.success ? parsed.data : [];
}

/**
 * The document's own id: `id` itself, or — for the id of a duplicate record merged into another document (the same
 * judgment listed twice) — the id of the document it was merged into. Null when no document has it. Also used by the
 * server to answer the page `/documents/<id>` of an unknown id with 404.
 * @throws Meilisearch's error when the index is unreachable.
 */
export async function resolveId(ctx: Context, id: string): Promise<string | null> {
  const index = ctx.meili.index(ctx.indexes.documents);
  const own = await index.search('', {
    filter: equalsFilter('doc_id', id),
    limit: 1,
    attributesToRetrieve: [],
  });
  if (own.hits.length > 0) return id;
  const merged = await index.search('', {
    filter: equalsFilter('metadata.merged_ids', id),
    limit: 1,
    attributesToRetrieve: ['doc_id'],
  });
  return str((merged.hits[0] as Raw | undefined)?.doc_id);
}

/** The reader: a document's page, its text in windows, and its citator (all from the documents index). */
export const readerRouter = router({
  /**
   * `documents.get` — `GET /api/documents/{id}`: the document's header fields (as search gives them, without text),
   * its status line, how its text is held (`sections` | `paragraphs` | `none`, number of units, as-at date, note)
   * and, for Acts and regulations, the contents (every section's pinpoint, heading, Part and anchor).
   * Source: the documents index (records built from the bundled snapshots; provenance on the document).
   * Errors: 400 for a malformed id; 404 with a message for an unknown id; 503 when the index is not reachable.
   */
  get: publicProcedure
    .meta(
      meta(
        '/documents/{id}',
        'A document: header, contents and how its text is held',
        'The document with the id search gives (`act-2000-24`), its provenance and status with its as-at date, and ' +
          'for Acts the table of contents. Its text is read in windows from /documents/{id}/text.',
      ),
    )
    .input(ReaderInputSchema)
    .output(ReaderOutputSchema)
    .query(async ({ ctx, input }: { ctx: Context; input: { id: string } }) => {
      const id = await guarded(() => resolveId(ctx, input.id));
      if (!id) throw notFound(input.id);
      const outline = await guarded(() => loadOutline(ctx.meili, ctx.indexes.documents, id));
      if (!outline.head) throw notFound(input.id);
      const {
        content: _content,
        preview: _p,
        highlightedTitle: _h,
        matchedSection: _m,
        sections: _s,
        ...doc
      } = mapHit(outline.head);
      const fullText = doc.metadata.full_text;
      const asAt = outline.units.find((u) => u.asAt)?.asAt ?? str(fullText?.as_at);
      return {
        document: doc,
        text: {
          kind: outline.kind,
          units: outline.units.length,
          asAt: outline.kind === 'sections' ? asAt : null,
          note: outline.kind === 'sections' ? (str(fullText?.note) ?? str(doc.metadata.snapshot_note)) : null,
          source: outline.kind === 'sections' ? textSource(str(fullText?.source), doc.source) : null,
        },
        toc:
          outline.kind === 'sections'
            ? outline.units.map(({ recordIds: _r, officialUrl: _o, asAt: _a, ...t }) => t)
            : [],
      };
    }),

  /**
   * `documents.text` — `GET /api/documents/{id}/text?from=0&limit=40`: units `from`…`from+limit-1` of the text
   * (sections of an Act with pinpoint, heading, Part, anchor, official link and as-at date; or groups of a
   * judgment's paragraphs), in order, and the total number of units. `limit` ≤ 100.
   * Errors: 400 for a bad id, `from` or `limit` (named); 404 for an unknown id; 503 when the index is not reachable.
   */
  text: publicProcedure
    .meta(
      meta(
        '/documents/{id}/text',
        'A window of a document’s text',
        'Sections of an Act (or groups of a judgment’s paragraphs) from `from`, at most `limit` (≤ 100) of them.',
      ),
    )
    .input(ReaderTextInputSchema)
    .output(ReaderTextOutputSchema)
    .query(async ({ ctx, input }) => {
      const id = await guarded(() => resolveId(ctx, input.id));
      if (!id) throw notFound(input.id);
      const outline = await guarded(() => loadOutline(ctx.meili, ctx.indexes.documents, id));
      if (!outline.head) throw notFound(input.id);
      const window = outline.units.slice(input.from, input.from + input.limit);
      const ids = window.flatMap((u) => u.recordIds);
      const texts = new Map<string, string>();
      if (ids.length > 0) {
        const res = await guarded(() =>
          ctx.meili.index(ctx.indexes.documents).search('', {
            filter: [inFilter('id', ids) ?? ''],
            limit: ids.length,
            distinct: 'id',
            attributesToRetrieve: ['id', 'content', 'section_text'],
          }),
        );
        for (const h of res.hits as Raw[]) {
          texts.set(String(h.id), str(h.section_text) ?? str(h.content) ?? '');
        }
      }
      return {
        from: input.from,
        total: outline.units.length,
        units: window.map(({ recordIds, ...u }) => ({
          ...u,
          text: recordIds
            .map((id) => texts.get(id) ?? '')
            .filter(Boolean)
            .join('\n'),
        })),
      };
    }),

  /**
   * `documents.citations` — `GET /api/documents/{id}/citations?page=1&limit=20`: `cites`, the indexed documents this
   * one's text cites (neutral citations, law-report citations and Act titles, found by the indexer's citator), each
   * with the pinpoints the text gives (`at [45]`, `s 103`); `citesNotHeld`, the cases it cites that are not held
   * here; and `citedBy`, one page of the documents whose text cites it, newest first, each with its pinpoints into
   * this one, and the exact total (the document's `citation_count`). The id of a duplicate record merged into
   * another document answers for that document.
   * Errors: 400 for a bad parameter (named); 404 for an unknown id; 503 when the index is not reachable.
   */
  citations: publicProcedure
    .meta(
      meta(
        '/documents/{id}/citations',
        'What a document cites, and what cites it',
        'The citator, built from the texts of the indexed documents when the index is built: cases by neutral ' +
          'or law-report citation, Acts by title, each with the pinpoints the citing text gives (`at [45]`, ' +
          '`s 103`). Cases cited that are not held here are listed by citation. Cited-by is paged (newest first).',
      ),
    )
    .input(CitationsInputSchema)
    .output(CitationsOutputSchema)
    .query(async ({ ctx, input }) => {
      const id = await guarded(() => resolveId(ctx, input.id));
      if (!id) throw notFound(input.id);
      const index = ctx.meili.index(ctx.indexes.documents);
      // `cite_refs` is read with the records themselves (`getDocuments`), not through a search: the index does not
      // display it (DISPLAYED_ATTRIBUTES), so that searches do not turn it into JSON for every hit.
      const [self, citedBy] = await guarded(() =>
        Promise.all([
          index.getDocuments<Raw>({
            filter: equalsFilter('doc_id', id),
            limit: 50,
            fields: ['cites', 'cite_refs'],
          }),
          index.search('', {
            filter: equalsFilter('cites', id),
            page: input.page,
            hitsPerPage: input.limit,
            sort: ['date_ts:desc'],
            attributesToRetrieve: ['id', ...LINK_FIELDS],
          }),
        ]),
      );
      if (self.results.length === 0) throw notFound(input.id);
      const selfHits = self.results;
      const refs = selfHits.flatMap(citeRefsOf);
      const pinpointsOf = new Map(refs.flatMap((r) => (r.id ? [[r.id, r.pinpoints] as const] : [])));
      const citedIds = [
        ...new Set([
          ...selfHits.flatMap((h) => (Array.isArray(h.cites) ? h.cites.map(String) : [])),
          ...pinpointsOf.keys(),
        ]),
      ];
      const citingIds = citedBy.hits.map((h) => String((h as Raw).id));
      const [cited, citingRefs] = await guarded(() =>
        Promise.all([
          citedIds.length === 0
            ? null
            : index.search('', {
                filter: [inFilter('doc_id', citedIds) ?? ''],
                limit: citedIds.length,
                sort: ['date_ts:desc'],
                attributesToRetrieve: LINK_FIELDS,
              }),
          citingIds.length === 0
            ? null
            : index.getDocuments<Raw>({
                ids: citingIds,
                limit: citingIds.length,
                fields: ['id', 'cite_refs'],
              }),
        ]),
      );
      const cites = (cited?.hits ?? []).map((h) =>
        toLink(h as Raw, pinpointsOf.get(String((h as Raw).doc_id)) ?? []),
      );
      const refsOfCiting = new Map((citingRefs?.results ?? []).map((r) => [String(r.id), citeRefsOf(r)]));
      const total = citedBy.totalHits ?? 0;
      return {
        cites,
        citesNotHeld: refs
          .filter((r) => r.id === null)
          .map(({ citation, pinpoints }) => ({ citation, pinpoints })),
        citedBy: {
          items: citedBy.hits.map((h) => {
            const ref = refsOfCiting.get(String((h as Raw).id))?.find((r) => r.id === id);
            return toLink(h as Raw, ref?.pinpoints ?? []);
          }),
          total,
          page: input.page,
          totalPages: citedBy.totalPages ?? Math.ceil(total / input.limit),
        },
      };
    }),
});

/**
 * The source of an Act's text when it is not the record's own: the Acts list a record comes from (e.g. the
 * Parliamentary Counsel Office list via OpenLaw NZ, retrieved 2022) is not where a later version's text was copied
 * from (legislation.govt.nz's official pages of the version as at 2025), and the reader names both. Pure.
 */
export function textSource(fullTextSource: string | null, recordSource: string): string | null {
  return fullTextSource && fullTextSource !== recordSource ? fullTextSource : null;
}
