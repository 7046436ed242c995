import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Document, parseNeutralCitation } from '@aotearoa/contracts';
import { DateTime } from 'luxon';
import { detectSuppressionNotice, WITHHELD_TEXT_NOTE, withholdsFullText } from '../../enrich/suppression';
import { neutralCitation, partiesOf } from '../_shared/case-names';
import { clean, makeDocument, parsePrintedDate, readCsv, readData, slug } from '../_shared/common';
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

function courtFromName(raw: string, acronyms: Map<string, string>): string | null {
  const cit = parseNeutralCitation(raw)?.court ?? /\b(NZ[A-Z][A-Za-z]*)\s+\d+/.exec(raw)?.[1];
  if (cit) return acronyms.get(cit.toUpperCase()) ?? null;
  const code = /\s(HC|COA|SC|CA)\s+(?:[A-Z]{2,5}\s+)?(?:CIV|CRI|CA|SC|\d)/.exec(raw)?.[1];
  return code ? (acronyms.get(code) ?? null) : null;
}

function printedDate(raw: string): string | null {
  const bracket = /\[(\d{1,2} [A-Z][a-z]+ \d{4})\]\s*$/.exec(clean(raw))?.[1];
  const trailing = /(\d{1,2} [A-Z][a-z]+ \d{4})\s*$/.exec(clean(raw))?.[1];
  return parsePrintedDate(bracket ?? trailing ?? '');
}

/** JDO's UTC timestamp (13:00:01Z = NZ midnight) as the New Zealand calendar date. */
function nzDate(utc: string): string | null {
  const dt = DateTime.fromISO(utc, { zone: 'utc' });
  return dt.isValid ? dt.setZone('Pacific/Auckland').toISODate() : null;
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
  const rows = readCsv(dataDir, 'jdo-openlawnz', 'jdo-judgments-metadata.csv') as unknown as JdoRow[];
  const docs = new Map<string, Document>();
  for (const r of rows) {
    const raw = clean(r.case_name_raw);
    if (!raw || !caseTitle(raw)) continue;
    const cit = r.neutral_citation ? neutralCitation(r.neutral_citation) : null;
    const docName = r.document_name.replace(/\.pdf$/, '');
    let id = cit ? cit.id : `jdo-${slug(docName)}`;
    if (docs.has(id)) id = `${id}-${slug(docName).slice(0, 8)}`;
    const prov = RETRIEVED[r.source_file];
    if (!prov) throw new Error(`jdo: unknown source_file '${r.source_file}'`);
    const title = caseTitle(raw);
    docs.set(
      id,
      makeDocument({
        id,
        title,
        type: 'case_law',
        court: courtFromName(raw, acronyms),
        citation: cit?.citation ?? null,
        date_published: printedDate(raw) ?? nzDate(r.judgment_date),
        content: raw,
        metadata: {
          parties: partiesOf(title),
          jdo_document: r.document_name,
          jdo_path: r.jdo_id,
          snapshot_note:
            'Judicial Decisions Online index metadata (2010–2020); verify the citation against the judgment.',
        },
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
