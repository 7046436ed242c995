import {
  type CourtFee,
  CourtFeeSchema,
  type CourtForm,
  CourtFormSchema,
  CourtFormsInputSchema,
  CourtFormsOutputSchema,
  MojFormsInputSchema,
  MojFormsOutputSchema,
} from '@aotearoa/contracts';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Context } from '../../context';
import { defineLookup, type LookupHit } from '../../platform/define-lookup';
import { directoryFieldsOf, provenanceOf, str, strings } from '../../platform/directory-fields';
import { equalsFilter, inFilter } from '../../platform/filter-builder';
import { toTrpcError } from '../../platform/meili-errors';
import { publicProcedure } from '../../trpc';

/** Maps a `court_form` record (category = ministry's category, subtype = court type) to a Court form. */
export function toCourtForm(hit: LookupHit): CourtForm {
  const f = directoryFieldsOf(hit, 'court_form');
  return CourtFormSchema.parse({
    id: hit.id,
    title: hit.title,
    formNumber: str(f.formNumber),
    description: str(hit.summary),
    courtType: str(hit.subtype),
    category: str(hit.category),
    language: str(f.language),
    fileType: str(f.fileType),
    lastUpdated: str(hit.date) ?? str(hit.asAt),
    tags: strings(hit.tags),
    downloadUrl: str(hit.url),
    asAt: str(hit.asAt),
    sourceType: str(f.sourceType),
    ...provenanceOf(hit),
  });
}

/**
 * Maps a `court_fee` record (subtype = court type, category = court name); the amount and the previous amount are
 * kept only when the record has an as-at date, so no fee is ever shown without one.
 */
export function toCourtFee(hit: LookupHit): CourtFee {
  const f = directoryFieldsOf(hit, 'court_fee');
  const asAt = str(hit.asAt);
  return CourtFeeSchema.parse({
    id: hit.id,
    title: hit.title,
    court: str(hit.subtype),
    courtName: str(hit.category),
    amount: asAt ? str(f.amount) : null,
    previousAmount: asAt ? str(f.previousAmount) : null,
    asAt,
    asAtText: str(f.asAtText),
    historic: f.historic || hit.status === 'historic',
    instrument: str(f.instrument),
    note: str(hit.summary),
    sourceType: str(f.sourceType),
    url: str(hit.url),
    ...provenanceOf(hit),
  });
}

type FormOrFee = { kind: 'form'; form: CourtForm } | { kind: 'fee'; fee: CourtFee };

/**
 * `courtForms` — `GET /api/court-forms` (no parameters).
 * Output: `{ forms: { <court>: CourtForm[] }, fees: CourtFee[], pricing: { lastPricingUpdate, nextUpdate } }`:
 * forms grouped by court type; fees with an amount only where the source gives an as-at date;
 * `lastPricingUpdate` the newest fee as-at date; `nextUpdate` null (no update schedule is known).
 * Source: the directory index (kinds `court_form` and `court_fee`, the `moj-court-forms-fees` snapshot once
 * indexed; empty until then). Errors: 503 when the index is unreachable.
 */
export const courtForms = defineLookup({
  path: '/court-forms',
  summary: 'Court forms and fees',
  description:
    'Ministry of Justice court forms grouped by court, and court fees with their as-at dates (no amount is given ' +
    'without one).',
  tags: ['government'],
  index: 'directory',
  input: CourtFormsInputSchema,
  baseFilter: [inFilter('kind', ['court_form', 'court_fee']) as string],
  sort: () => ['title_sort:asc'],
  limit: () => 1000,
  toItem: (hit): FormOrFee =>
    hit.kind === 'court_fee'
      ? { kind: 'fee', fee: toCourtFee(hit) }
      : { kind: 'form', form: toCourtForm(hit) },
  output: CourtFormsOutputSchema,
  respond: (items) => {
    const forms: Record<string, CourtForm[]> = {};
    const fees: CourtFee[] = [];
    for (const item of items) {
      if (item.kind === 'fee') fees.push(item.fee);
      else {
        const key = item.form.courtType ?? 'other';
        forms[key] = [...(forms[key] ?? []), item.form];
      }
    }
    const dated = fees.map((f) => f.asAt).filter((d): d is string => d !== null);
    return {
      forms,
      fees,
      pricing: { lastPricingUpdate: dated.length ? (dated.sort().at(-1) ?? null) : null, nextUpdate: null },
    };
  },
});

/**
 * `mojForms` — `GET /api/moj-forms?query=&courtType=&category=&language=english|maori|both&fileType=pdf|doc|docx`.
 * Output: `{ forms, totalForms, filteredForms, lastUpdated, availableCategories, categories }`: the matching forms
 * (at most 200), how many forms are held and how many match, the snapshot's newest retrieved date, and every form
 * held listed under its category. No page is scraped: the forms are the bundled snapshot.
 * Source: the directory index (kind `court_form`; empty until the `moj-court-forms-fees` snapshot is indexed).
 * Errors: 400 naming the parameter; 503 when the index is unreachable.
 */
export const mojForms = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/moj-forms',
      summary: 'Ministry of Justice forms',
      description:
        'Ministry of Justice forms from a dated snapshot of its forms pages, filterable by court type, category, ' +
        'language and file type; with the total held and every form listed under its category.',
      tags: ['government'],
      errorResponses: {
        400: 'Invalid input: the message names each parameter and why',
        429: 'Too many requests from this address',
        503: 'The search index (Meilisearch) is not reachable',
      },
    },
  } satisfies OpenApiMeta)
  .input(MojFormsInputSchema)
  .output(MojFormsOutputSchema)
  .query(async ({ ctx, input }) => {
    const c: Context = ctx;
    const base = equalsFilter('kind', 'court_form');
    const filter = [
      base,
      input.courtType ? equalsFilter('subtype', input.courtType) : null,
      input.category ? equalsFilter('category', input.category) : null,
      input.language ? equalsFilter('tags', `language:${input.language}`) : null,
      input.fileType ? equalsFilter('tags', `file:${input.fileType}`) : null,
    ].filter((x): x is string => x !== null);
    try {
      const index = c.meili.index(c.indexes.directory);
      const [matched, all] = await Promise.all([
        index.search(input.query ?? '', {
          filter,
          limit: 200,
          ...(input.query ? {} : { sort: ['title_sort:asc'] }),
        }),
        // Every form, for the Browse by Category lists (the snapshot holds a handful; at most 200 are listed).
        index.search('', { filter: [base], limit: 200, sort: ['title_sort:asc'] }),
      ]);
      const forms = matched.hits.map((h) => toCourtForm(h as LookupHit));
      const categories: Record<string, CourtForm[]> = {};
      for (const f of all.hits.map((h) => toCourtForm(h as LookupHit))) {
        if (f.category) categories[f.category] = [...(categories[f.category] ?? []), f];
      }
      const lastUpdated = forms.reduce<string | null>(
        (max, f) => (max === null || f.retrievedAt > max ? f.retrievedAt : max),
        null,
      );
      return {
        forms,
        totalForms: all.estimatedTotalHits ?? 0,
        filteredForms: matched.estimatedTotalHits ?? forms.length,
        lastUpdated,
        availableCategories: Object.keys(categories).sort(),
        categories,
      };
    } catch (error) {
      throw toTrpcError(error);
    }
  });
