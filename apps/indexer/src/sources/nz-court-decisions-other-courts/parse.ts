import type { Document } from '@aotearoa/contracts';
import { neutralCitation, partiesOf } from '../_shared/case-names';
import { clean, isoDate, makeDocument, readJsonl, slug } from '../_shared/common';
import { publicNote } from '../_shared/compiler-notes';
import { loadCourtAcronyms } from '../_shared/courts';

/** Folder of the snapshot under `data/` (see its PROVENANCE.md). */
export const FOLDER = 'nz-court-decisions-other-courts';
/** The snapshot was compiled on this date from stored copies of unknown crawl date (PROVENANCE.md). */
export const RETRIEVED_AT = '2026-11-22';
export const FILES = ['employment-court-decisions.jsonl', 'other-court-decisions.jsonl'] as const;

/** One decision as transcribed from a listing page (fields not shown on the page are absent). */
export interface RawDecision {
  court: string;
  court_name: string;
  neutral_citation?: string;
  citation_derived_from_url?: string;
  decision_number?: string;
  file_number?: string;
  year?: number;
  case_name?: string;
  case_name_derived_from_parties?: string;
  case_name_derived_from_url?: string;
  case_name_in_summary?: string;
  decision_line?: string;
  decision_type?: string;
  judge?: string;
  judges?: string;
  date?: string;
  published?: string;
  hearing_date?: string;
  registry?: string;
  parallel_citations?: string;
  publication_notice?: string;
  notes?: string;
  source_url: string;
  source_type: string;
}

/** Publisher names by the host of the page a record was read from. */
const SOURCE_NAMES: ReadonlyArray<[RegExp, string]> = [
  [
    /(^|\.)employmentcourt\.govt\.nz$/,
    'Employment Court of New Zealand decision lists (employmentcourt.govt.nz)',
  ],
  [/(^|\.)districtcourts\.govt\.nz$/, 'District Court of New Zealand judgments (districtcourts.govt.nz)'],
  [/^dcjudiciary1\.cwp\.govt\.nz$/, 'District Court judiciary site, “Recently Published”'],
  [/(^|\.)courtsofnz\.govt\.nz$/, 'Courts of New Zealand, judgments of public interest (courtsofnz.govt.nz)'],
  [/(^|\.)justice\.govt\.nz$/, 'Ministry of Justice site search (justice.govt.nz)'],
  [
    /(^|\.)mfe\.govt\.nz$/,
    'Ministry for the Environment, Environment Court decisions analysis (mfe.govt.nz)',
  ],
  [/(^|\.)(nzlii\.org|austlii\.edu\.au)$/, 'NZLII, New Zealand Legal Information Institute'],
  [/(^|\.)lawreports\.nz$/, 'lawreports.nz (law report headnotes)'],
  [/(^|\.)casechat\.au$/, 'casechat.au (third-party mirror of judgments)'],
  [/(^|\.)ipsofactoj\.com$/, 'ipsofactoj.com (third-party law report site)'],
];

/** The publisher of the page `url` (SOURCE_NAMES), else its host. */
export function sourceNameOf(url: string): string {
  const host = new URL(url).hostname.toLowerCase();
  return SOURCE_NAMES.find(([re]) => re.test(host))?.[1] ?? host;
}

/**
 * The court's own list of notable judgments the record was read from, if it was one: the Employment Court's
 * "Judgments of note" pages, or the Courts of New Zealand "Court of Appeal Judgments of Public Interest" list
 * (PROVENANCE.md). Used by the significance rule (enrich/case-law.ts).
 */
export function courtListingOf(r: RawDecision): string | undefined {
  const ofNote = /judgments-of-note-(\d{4})/.exec(r.source_url)?.[1];
  if (ofNote) return `a judgment of note (Employment Court, ${ofNote})`;
  if (
    /courtsofnz\.govt\.nz\/judgments\/court-of-appeal/.test(r.source_url) ||
    /judgment of public interest/i.test(r.notes ?? '')
  )
    return 'a Court of Appeal judgment of public interest (Courts of New Zealand)';
  return undefined;
}

/**
 * The record's publication restriction, verbatim: the source's `publication_notice` (Family Court records), or a
 * note saying the published text is a redacted version. Never altered.
 */
export function publicationNoticeOf(r: RawDecision): string | undefined {
  if (r.publication_notice) return clean(r.publication_notice);
  if (r.notes && /REDACTED VERSION FOR PUBLICATION|suppress|prohibit/i.test(r.notes)) return clean(r.notes);
  return undefined;
}

/** The decision's own page: a districtcourts.govt.nz judgment page, else its NZLII page by neutral citation. */
function officialPage(r: RawDecision, citation: { citation: string } | null): string | undefined {
  if (/^https?:\/\/(www\.)?districtcourts\.govt\.nz\/all-judgments\/[^/?#]+/.test(r.source_url))
    return r.source_url;
  const m = citation ? /^\[(\d{4})\] (NZ[A-Za-z]+) (\d+)$/.exec(citation.citation) : null;
  return m ? `https://www.nzlii.org/nz/cases/${m[2]}/${m[1]}/${m[3]}.html` : undefined;
}

/**
 * Employment Court, Court of Appeal, Environment Court and District / Family / Youth Court decision metadata of
 * `data/nz-court-decisions-other-courts/` (165 records, no judgment text) as `case_law` documents:
 * - court: the court of the record's acronym in `openlawnz-parsers/courts.json`;
 * - citation: the neutral citation as printed (or derived from the page URL, flagged), normalised; the older
 *   Environment Court numbers (`A054/04`) and file numbers stay in metadata;
 * - title: the case name as published (derived names flagged in `metadata.title_basis`), else the citation;
 * - date: the judgment date as printed (publication dates are kept apart, never used as the judgment date);
 * - content: the listing line, decision type, file number, registry, bench, parallel citations and notes, so the
 *   record is searchable; every publication notice verbatim in `metadata.suppression_notice`.
 * Ids: `nzempc-2014-213` from the neutral citation, else `<court>-<decision or file number or name>`.
 */
export function parseOtherCourtDecisions(dataDir: string): Document[] {
  const acronyms = loadCourtAcronyms(dataDir);
  const out: Document[] = [];
  for (const file of FILES) {
    for (const r of readJsonl<RawDecision>(dataDir, FOLDER, file)) {
      const court = acronyms.get(r.court.toUpperCase());
      if (!court) throw new Error(`${file}: unknown court acronym '${r.court}'`);
      const citedAs = r.neutral_citation ?? r.citation_derived_from_url;
      const cit = citedAs ? neutralCitation(citedAs) : null;
      const name = r.case_name ?? r.case_name_derived_from_parties ?? r.case_name_derived_from_url;
      const title = clean(name ?? cit?.citation ?? r.decision_number ?? r.file_number ?? '');
      const reference = r.decision_number ?? r.file_number ?? name ?? '';
      const id = cit ? cit.id : `${r.court.toLowerCase()}-${slug(reference, 60)}`;
      const notice = publicationNoticeOf(r);
      const listing = courtListingOf(r);
      const official = officialPage(r, cit);
      const judges = r.judges ?? r.judge;
      const note = publicNote(r.notes);
      const lines = [
        r.decision_line,
        !r.decision_line && r.decision_type ? r.decision_type : undefined,
        r.case_name_in_summary && `Named in the summary as ${r.case_name_in_summary}`,
        r.decision_number && `Decision ${r.decision_number}`,
        r.file_number && `File ${r.file_number}`,
        r.registry && `Registry: ${r.registry}`,
        judges && !r.decision_line && `Bench: ${judges}`,
        r.parallel_citations && `Reported: ${r.parallel_citations}`,
        note,
      ].filter((l): l is string => typeof l === 'string' && l.trim() !== '');
      out.push(
        makeDocument({
          id,
          title,
          type: 'case_law',
          court,
          citation: cit?.citation ?? null,
          date_published: isoDate(r.date),
          content: lines.length ? lines.map(clean).join('\n') : null,
          metadata: {
            parties: name ? partiesOf(name) : [],
            ...(r.case_name
              ? {}
              : name
                ? {
                    title_basis: r.case_name_derived_from_parties
                      ? 'Case name derived from the parties shown (not printed as a name)'
                      : 'Case name derived from the page address (not printed as a name)',
                  }
                : { title_basis: 'Case name not shown by the source' }),
            ...(r.citation_derived_from_url
              ? { citation_basis: 'Citation derived from the page address' }
              : {}),
            ...(judges ? { judges } : {}),
            ...(r.decision_line ? { decision_line: clean(r.decision_line) } : {}),
            ...(r.decision_type ? { decision_type: r.decision_type } : {}),
            ...(r.decision_number ? { decision_number: r.decision_number } : {}),
            // The year the listing gives a decision it dates no further (Environment Court decisions by number).
            ...(!r.date && r.year ? { year: r.year } : {}),
            ...(r.file_number ? { file_number: r.file_number } : {}),
            ...(r.registry ? { registry: r.registry } : {}),
            ...(r.hearing_date ? { hearing_date: r.hearing_date } : {}),
            ...(r.published ? { published_on_site: r.published } : {}),
            ...(r.parallel_citations ? { parallel_citations: r.parallel_citations } : {}),
            ...(note ? { notes: note } : {}),
            ...(listing ? { court_listing: listing } : {}),
            ...(official ? { official_url: official } : {}),
            ...(notice ? { suppression_notice: notice } : {}),
            source_type: r.source_type,
            snapshot_note:
              'Decision metadata from a stored copy of a public listing page (crawl date unknown; compiled ' +
              `${RETRIEVED_AT}); no judgment text. Read the decision at its official source.`,
          },
          source: sourceNameOf(r.source_url),
          sourceUrl: r.source_url,
          retrievedAt: RETRIEVED_AT,
        }),
      );
    }
  }
  return out;
}
