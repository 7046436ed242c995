import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Document, formatLongDate, parseNeutralCitation } from '@aotearoa/contracts';
import { detectSuppressionNotice, WITHHELD_TEXT_NOTE, withholdsFullText } from '../../enrich/suppression';
import { neutralCitation, partiesOf } from '../_shared/case-names';
import {
  clean,
  decodeOfficeEscapes,
  makeDocument,
  parsePrintedDate,
  readCsv,
  readData,
  slug,
  writtenDate,
} from '../_shared/common';
import { loadCourtAcronyms } from '../_shared/courts';

/** Capture date per raw JDO file the metadata CSV was derived from (upstream commit dates, PROVENANCE.md). */
const RETRIEVED: Record<string, { date: string; url: string }> = {
  'data-test-set.eb98e7e.json': { date: '2017-12-19', url: 'https://github.com/Eugene-Bulog/openlawnz-data' },
  'jsons-data-test-set.7150340.json': {
    date: '2018-01-15',
    url: 'https://github.com/Eugene-Bulog/openlawnz-data',
  },
  'jsons-data-test-set-2.307e8f1.json': {
    date: '2018-02-26',
    url: 'https://github.com/Eugene-Bulog/openlawnz-data',
  },
  // PROVENANCE gives the month only (2020-04).
  'MOJresponse.aggregator.json': {
    date: '2020-04-01',
    url: 'https://github.com/mcqueen1987/openlawnz-data-aggregator',
  },
};
const CASE_TEXTS_URL = 'https://github.com/openlawnz/openlawnz-parsers';
const CASE_TEXTS_RETRIEVED = '2022-12-26';
export const JDO_SOURCE_NAME = 'Ministry of Justice Judicial Decisions Online (via OpenLaw NZ)';

/**
 * Case name without the trailing neutral citation, file number and date, in the case's own capitalisation:
 * `MCLEOD v GILES-PAIN & Anor [2020] NZHC 369 [5 March 2020]` → `MCLEOD v GILES-PAIN & Anor`.
 */
export function caseTitle(raw: string): string {
  const name = clean(raw)
    .replace(/\s*\[\d{4}\][\s\S]*$/, '')
    .replace(/\s+NZ[A-Z][A-Za-z]*\s+\d+\s*\[[\s\S]*$/, '')
    .replace(/\s+(?:HC|COA|SC|CA)\s+(?:[A-Z]{2,5}\s+)?(?:CIV|CRI|CA|SC)[\s\S]*$/, '')
    .replace(/\s+(?:HC|COA|SC|CA)\s+[A-Z]{2,5}\s*$/, '')
    .replace(/\s+\d{1,2} [A-Z][a-z]+ \d{4}$/, '');
  return clean(name);
}

/**
 * One Judicial Decisions Online index entry as a `case_law` document, the same shape from the bundled snapshot and
 * from the live connector (so a live record replaces its snapshot copy field for field): title and parties from the
 * case name `raw`, court from its citation or file number (`acronyms`: the OpenLaw NZ court list), the JDO document
 * name and path, `dateNote` when the printed and recorded dates differ, and the given provenance.
 */
export function jdoEntryDocument(e: {
  id: string;
  raw: string;
  acronyms: Map<string, string>;
  citation: string | null;
  date: string | null;
  dateNote?: string | null;
  document: string;
  path: string;
  snapshotNote?: string;
  source: string;
  sourceUrl: string;
  retrievedAt: string;
}): Document {
  const title = caseTitle(e.raw);
  return makeDocument({
    id: e.id,
    title,
    type: 'case_law',
    court: courtFromName(e.raw, e.acronyms),
    citation: e.citation,
    date_published: e.date,
    content: e.raw,
    metadata: {
      parties: partiesOf(title),
      jdo_document: e.document,
      jdo_path: e.path,
      ...(e.dateNote ? { date_note: e.dateNote } : {}),
      ...(e.snapshotNote ? { snapshot_note: e.snapshotNote } : {}),
    },
    source: e.source,
    sourceUrl: e.sourceUrl,
    retrievedAt: e.retrievedAt,
  });
}

export function courtFromName(raw: string, acronyms: Map<string, string>): string | null {
  const cit = parseNeutralCitation(raw)?.court ?? /\b(NZ[A-Z][A-Za-z]*)\s+\d+/.exec(raw)?.[1];
  if (cit) return acronyms.get(cit.toUpperCase()) ?? null;
  const code = /\s(HC|COA|SC|CA)\s+(?:[A-Z]{2,5}\s+)?(?:CIV|CRI|CA|SC|\d)/.exec(raw)?.[1];
  return code ? (acronyms.get(code) ?? null) : null;
}

/** The date printed at the end of the case name (`… [5 March 2020]`), ISO; null when none or not a date. */
export function headingDate(raw: string): string | null {
  const bracket = /\[(\d{1,2} [A-Z][a-z]+ \d{4})\s*\]\s*$/.exec(clean(raw))?.[1];
  const trailing = /(\d{1,2} [A-Z][a-z]+ \d{4})\s*$/.exec(clean(raw))?.[1];
  return parsePrintedDate(bracket ?? trailing ?? '');
}

/** Dates of the records whose two date fields agree, by court and year, in judgment-number order. */
export type DateSequence = Map<string, { number: number; date: string }[]>;

const DAY_MS = 86_400_000;
const days = (a: string, b: string) => Math.round((Date.parse(a) - Date.parse(b)) / DAY_MS);

/**
 * How many days `date` lies outside the dates of the agreeing records numbered just before and just after
 * `number` (0 when it fits between them, or when there are no neighbours).
 */
function distanceFromSequence(seq: DateSequence, key: string, number: number, date: string): number {
  let before: string | undefined;
  let after: string | undefined;
  for (const e of seq.get(key) ?? []) {
    if (e.number < number) before = e.date;
    else if (e.number > number) {
      after = e.date;
      break;
    }
  }
  return Math.max(0, before ? days(before, date) : 0, after ? days(date, after) : 0);
}

/**
 * The judgment date of one JDO record, a New Zealand calendar date, and a note when the record's two dates
 * disagree. The record has Judicial Decisions Online's `judgment_date` field (a calendar date written as a UTC
 * timestamp: its date part is the date, never converted) and the date printed at the end of the case name.
 * - They agree, or only one exists: that date.
 * - They disagree: JDO's structured field, the more authoritative one, unless it is out of step with the dates
 *   of the neighbouring judgment numbers of the same court and year (numbers are given in order of delivery)
 *   and the printed date is at least two days nearer them — then the printed one (JDO's field is the typo; a
 *   one-day difference is left to JDO). Either way `note` says
 *   what the other field reads, so the disagreement stays visible.
 */
export function chooseJudgmentDate(
  jdoDate: string | null,
  printed: string | null,
  seq: DateSequence,
  key: string | null,
  number: number | null,
): { date: string | null; note?: string } {
  if (!jdoDate || !printed || jdoDate === printed) return { date: jdoDate ?? printed };
  // The printed date wins only when it is at least two days nearer the neighbouring numbers' dates.
  const printedWins =
    key !== null &&
    number !== null &&
    distanceFromSequence(seq, key, number, printed) + 1 < distanceFromSequence(seq, key, number, jdoDate);
  return printedWins
    ? {
        date: printed,
        note: `Judicial Decisions Online records ${formatLongDate(jdoDate)}; the case name prints ${formatLongDate(printed)}, which fits the dates of the neighbouring judgment numbers.`,
      }
    : {
        date: jdoDate,
        note: `The case name prints ${formatLongDate(printed)}; Judicial Decisions Online records ${formatLongDate(jdoDate)}.`,
      };
}

interface JdoRow {
  document_name: string;
  judgment_date: string;
  case_name_raw: string;
  neutral_citation: string;
  court_code: string;
  jdo_id: string;
  source_file: string;
}

/**
 * The 2,626 JDO index records (records with an empty case name are skipped) plus the 13 JDO judgment texts in
 * openlawnz-parsers/case-texts (full text; merged into the index record of the same citation when there is one).
 * Ids: `nzhc-2017-3297` from the neutral citation; a second record with the same citation (a known JDO collision)
 * gets `-<JDO document id prefix>`; records without a parsable citation `jdo-<JDO document id>`.
 */
export function parseJdo(dataDir: string): Document[] {
  const acronyms = loadCourtAcronyms(dataDir);
  const rows = (readCsv(dataDir, 'jdo-openlawnz', 'jdo-judgments-metadata.csv') as unknown as JdoRow[]).map(
    (r) => {
      const raw = clean(decodeOfficeEscapes(r.case_name_raw));
      const nc = r.neutral_citation ? parseNeutralCitation(r.neutral_citation) : null;
      return {
        r,
        raw,
        key: nc ? `${nc.court}-${nc.year}` : null,
        number: nc ? nc.number : null,
        jdoDate: writtenDate(r.judgment_date),
        printed: headingDate(raw),
      };
    },
  );
  const seq: DateSequence = new Map();
  for (const x of rows) {
    if (!x.key || x.number === null || !x.jdoDate || x.jdoDate !== x.printed) continue;
    seq.set(x.key, [...(seq.get(x.key) ?? []), { number: x.number, date: x.jdoDate }]);
  }
  for (const list of seq.values()) list.sort((a, b) => a.number - b.number);

  const docs = new Map<string, Document>();
  for (const { r, raw, key, number, jdoDate, printed } of rows) {
    if (!raw || !caseTitle(raw)) continue;
    const cit = r.neutral_citation ? neutralCitation(r.neutral_citation) : null;
    const docName = r.document_name.replace(/\.pdf$/, '');
    let id = cit ? cit.id : `jdo-${slug(docName)}`;
    if (docs.has(id)) id = `${id}-${slug(docName).slice(0, 8)}`;
    const prov = RETRIEVED[r.source_file];
    if (!prov) throw new Error(`jdo: unknown source_file '${r.source_file}'`);
    const when = chooseJudgmentDate(jdoDate, printed, seq, key, number);
    docs.set(
      id,
      jdoEntryDocument({
        id,
        raw,
        acronyms,
        citation: cit?.citation ?? null,
        date: when.date,
        dateNote: when.note,
        document: r.document_name,
        path: r.jdo_id,
        snapshotNote:
          'Judicial Decisions Online index metadata (2010–2020); verify the citation against the judgment.',
        source: JDO_SOURCE_NAME,
        sourceUrl: prov.url,
        retrievedAt: prov.date,
      }),
    );
  }

  // Judgment texts: header line "NAME [2014] NZSC 89 [10 July 2014]".
  const dir = join(dataDir, 'openlawnz-parsers', 'case-texts');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()) {
    const text = readData(dataDir, 'openlawnz-parsers', 'case-texts', file).replace(/^\s*"\s*/, '');
    const header = clean(text.slice(0, 600));
    const cit = neutralCitation(header);
    if (!cit) throw new Error(`case-texts/${file}: no neutral citation in the header`);
    const at = cit.index;
    const title = clean(header.slice(0, at).replace(/\s+C[AS]\s?\d+\/\d{4}\s*$/, ''));
    const dateText = /^\[\d{4}\]\s*NZ[A-Za-z]+\s*\d+\s*\[(\d{1,2} [A-Z][a-z]+ \d{4})\]/.exec(
      header.slice(at),
    )?.[1];
    const notice = detectSuppressionNotice(text);
    const existing = docs.get(cit.id);
    const doc =
      existing ??
      makeDocument({
        id: cit.id,
        title,
        type: 'case_law',
        court: acronyms.get(cit.court.toUpperCase()) ?? null,
        citation: cit.citation,
        date_published: dateText ? parsePrintedDate(dateText) : null,
        metadata: { parties: partiesOf(title) },
        source: JDO_SOURCE_NAME,
        sourceUrl: CASE_TEXTS_URL,
        retrievedAt: CASE_TEXTS_RETRIEVED,
      });
    if (!doc.date_published && dateText) doc.date_published = parsePrintedDate(dateText);
    const withheld = withholdsFullText(notice);
    doc.content = withheld ? `${notice}\n\n${WITHHELD_TEXT_NOTE}` : text.trim();
    doc.metadata = {
      ...doc.metadata,
      case_text_file: file,
      ...(notice ? { suppression_notice: notice } : {}),
      ...(withheld ? { full_text_withheld: true } : {}),
    };
    docs.set(cit.id, doc);
  }
  return [...docs.values()];
}
