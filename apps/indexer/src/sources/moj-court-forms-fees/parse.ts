import { type DirectoryRecord, isSiteSearchPage } from '@aotearoa/contracts';
import { datesIn, firstFullDate, newestDate } from '../_shared/as-at';
import { clean, readJsonl, slug } from '../_shared/common';
import { publicNote, publicTitle } from '../_shared/compiler-notes';
import { makeDirectoryRecord } from '../_shared/directory-record';

/** Folder of the snapshot under `data/` (see its PROVENANCE.md). */
export const FOLDER = 'moj-court-forms-fees';
/** The date the snapshot was compiled (PROVENANCE.md). */
export const RETRIEVED_AT = '2026-11-22';
const SOURCE =
  'NZ court fees and forms (stored Ministry of Justice, legislation and secondary pages, compiled 2026-11-22)';

interface FeeRow {
  court: string;
  item: string;
  amount_nzd: string;
  instrument?: string;
  as_at?: string;
  source_url: string;
  source_type?: string;
  notes?: string;
}

interface HistoricFeeRow {
  item: string;
  fee_before_nzd?: string;
  fee_from_2001_07_01_nzd: string;
  as_at?: string;
  source_url: string;
  source_type?: string;
  notes?: string;
}

interface FormRow {
  form_family: string;
  orders?: string[];
  actions_with_sections?: string[];
  filing_modes?: string[];
  forms?: string[];
  fact?: string;
  as_at?: string;
  source_url: string;
  source_type?: string;
  notes?: string;
}

/** Court or tribunal names as the snapshot writes them → the court types of the Court Forms tabs. */
const COURT_TYPES: ReadonlyArray<[RegExp, string]> = [
  [/^supreme court/i, 'supreme'],
  [/^court of appeal/i, 'appeal'],
  [/^high court/i, 'high'],
  [/^district court/i, 'district'],
  [/^family court/i, 'family'],
  [/^m[aā]ori land court/i, 'maori-land'],
  [/^employment/i, 'employment'],
  [/tribunal/i, 'tribunal'],
];

/** The court type (`supreme`, `appeal`, `high`, `district`, `family`, `maori-land`, `tribunal`) of a court name. */
export function courtTypeOf(court: string): string | null {
  return COURT_TYPES.find(([re]) => re.test(court))?.[1] ?? null;
}

function orNull(v: string | undefined | null): string | null {
  const t = clean(v ?? '');
  return t ? t : null;
}

/** A source page is official when the snapshot's `source_type` says so (not a mirror, summary or manual). */
function isOfficial(sourceType: string | undefined): boolean {
  return /^official/i.test(sourceType ?? '') && !/secondary/i.test(sourceType ?? '');
}

/** A fee row's note that states nothing but the amount before it: `previous fee 169.20`. */
const PREVIOUS_FEE_NOTE = /^previous fee \$?(\d+(?:\.\d{2})?)$/i;

/**
 * One fee of `court-fees.jsonl` as kind `court_fee`: the amount as the source states it (`1100.00`, `0 (no fee)`),
 * its court as subtype (court type) and category (the court's name), the as-at date as the page words it
 * (`fields.asAtText`) and as an ISO date (`asAt`, the first date in it; null when the page gives none). Every fee
 * of the snapshot is historic (PROVENANCE.md: the 2013 and 2011 tables are likely superseded, the others are
 * secondary summaries): `status` is `historic`.
 */
function toFee(row: FeeRow, id: string): DirectoryRecord {
  const asAtText = orNull(row.as_at);
  // The first date written is when the amount applied from (`from 1 July 2011 (superseded 1 July 2013)`).
  const asAt = datesIn(asAtText)[0] ?? null;
  const court = clean(row.court);
  // A note that only gives the earlier amount ("previous fee 72.50") is that amount, shown as the card's previous
  // fee with its currency like the other rows', not as a bare number.
  const notes = publicNote(row.notes);
  const previous = PREVIOUS_FEE_NOTE.exec(notes ?? '')?.[1] ?? null;
  return makeDirectoryRecord({
    id,
    kind: 'court_fee',
    title: publicTitle(clean(row.item)),
    summary: previous ? null : notes,
    text: orNull(row.instrument),
    category: court,
    subtype: courtTypeOf(court),
    tags: ['fee', court],
    status: 'historic',
    date: firstFullDate(asAtText),
    // An official page, never a site search it was found through (the Māori Land Court fee's source).
    url:
      isOfficial(row.source_type) && !isSiteSearchPage(clean(row.source_url)) ? clean(row.source_url) : null,
    asAt,
    source: SOURCE,
    sourceUrl: clean(row.source_url),
    retrievedAt: RETRIEVED_AT,
    fields: {
      amount: clean(row.amount_nzd),
      previousAmount: previous,
      asAtText,
      instrument: orNull(row.instrument),
      sourceType: orNull(row.source_type),
      historic: true,
    },
  });
}

/**
 * One line of the Government's table of fees effective 1 July 2001 (`court-fees-historic-2001.jsonl`) as kind
 * `court_fee`: the 2001 amount with the earlier one as `previousAmount`, the court from the item's prefix
 * (`High Court – …`), as-at 1 July 2001, `historic` (the table is superseded).
 */
function toHistoricFee(row: HistoricFeeRow, id: string): DirectoryRecord {
  const [courtPart, ...rest] = clean(row.item).split(' – ');
  const court = clean(courtPart);
  const item = rest.length ? clean(rest.join(' – ')) : clean(row.item);
  const asAtText = orNull(row.as_at);
  return makeDirectoryRecord({
    id,
    kind: 'court_fee',
    title: `${item.charAt(0).toUpperCase()}${item.slice(1)} (2001 fee table)`,
    summary: publicNote(row.notes),
    category: court,
    subtype: courtTypeOf(court),
    tags: ['fee', court, 'historic'],
    status: 'historic',
    date: firstFullDate(asAtText),
    asAt: datesIn(asAtText)[0] ?? null,
    source: SOURCE,
    sourceUrl: clean(row.source_url),
    retrievedAt: RETRIEVED_AT,
    fields: {
      amount: clean(row.fee_from_2001_07_01_nzd),
      previousAmount: orNull(row.fee_before_nzd),
      asAtText,
      instrument: null,
      sourceType: orNull(row.source_type),
      historic: true,
    },
  });
}

/**
 * The forms facts of `court-forms.jsonl` as kind `court_form`: the Care of Children form generator (its order types
 * as tags, its actions with their sections as searchable text), how to obtain the Care of Children forms, and one
 * record per named legal aid application form. No form numbers: the snapshot found none. Court type `family` for
 * the Care of Children forms; the legal aid forms belong to no court (null).
 */
function toForms(row: FormRow, n: number): DirectoryRecord[] {
  const family = clean(row.form_family);
  const isCareOfChildren = /care of children/i.test(family);
  const isLegalAid = /legal aid/i.test(family);
  const base = {
    category: isCareOfChildren ? 'Care of Children' : isLegalAid ? 'Legal aid' : family,
    subtype: isCareOfChildren ? 'family' : null,
    url: isOfficial(row.source_type) ? clean(row.source_url) : null,
    asAt: newestDate([row.as_at]),
    source: SOURCE,
    sourceUrl: clean(row.source_url),
    retrievedAt: RETRIEVED_AT,
  };
  const fields = {
    formNumber: null,
    language: null,
    fileType: null,
    asAtText: orNull(row.as_at),
    sourceType: orNull(row.source_type),
    filingModes: row.filing_modes ?? [],
    actions: row.actions_with_sections ?? [],
  };
  if (row.forms?.length) {
    return row.forms.map((title) =>
      makeDirectoryRecord({
        ...base,
        id: `court_form--${slug(title)}`,
        kind: 'court_form',
        title: clean(title),
        summary: orNull(row.fact),
        tags: [],
        fields,
      }),
    );
  }
  const orders = (row.orders ?? []).map(clean);
  const summary = orders.length
    ? `Online form generator for ${family.replace(/\s*\(online form generator\)/i, '')}: ${orders.length} order types, filed on notice or without notice (urgent).`
    : orNull(row.fact);
  return [
    makeDirectoryRecord({
      ...base,
      id: `court_form--${slug(family)}-${n}`,
      kind: 'court_form',
      title: family,
      summary,
      text: [...(row.actions_with_sections ?? []), publicNote(row.notes)].filter(Boolean).join('; ') || null,
      tags: orders,
      fields,
    }),
  ];
}

/**
 * The court fees and forms snapshot: 26 fees (2011–2013 tables and secondary summaries), 16 fees of the 2001
 * table, and the court forms facts — all as directory records with their source page as `sourceUrl` and the
 * snapshot's compile date as `retrievedAt`. The Disputes Tribunal increase mentioned without a URL is not in the
 * snapshot and so not here.
 */
export function parseCourtFormsFees(dataDir: string): DirectoryRecord[] {
  const seen = new Map<string, number>();
  const uniqueId = (base: string) => {
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n > 1 ? `${base}-${n}` : base;
  };
  const fees = readJsonl<FeeRow>(dataDir, FOLDER, 'court-fees.jsonl').map((row) =>
    toFee(row, uniqueId(`court_fee--${slug(`${row.court}-${row.item}`, 100)}`)),
  );
  const historic = readJsonl<HistoricFeeRow>(dataDir, FOLDER, 'court-fees-historic-2001.jsonl').map((row) =>
    toHistoricFee(row, uniqueId(`court_fee--2001-${slug(row.item, 100)}`)),
  );
  const forms = readJsonl<FormRow>(dataDir, FOLDER, 'court-forms.jsonl').flatMap((row, i) =>
    toForms(row, i + 1),
  );
  return [...fees, ...historic, ...forms];
}
