import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Document } from '@aotearoa/contracts';
import {
  listFetched,
  readFetchedJson,
  readRetrievedAt,
  writeFetched,
  writeRetrievedAt,
} from '../../live/fetched-files';
import { neutralCitation } from '../_shared/case-names';
import { clean, decodeOfficeEscapes, slug, writtenDate } from '../_shared/common';
import { loadCourtAcronyms } from '../_shared/courts';
import type { FetchContext, FetchedRecords } from '../_shared/define-source';
import { caseTitle, headingDate, jdoEntryDocument } from './parse';

/** Judicial Decisions Online's public Solr index (the search behind the Ministry of Justice's JDO pages). */
export const JDO_SOLR = 'https://forms.justice.govt.nz/solr/jdo/select';
/** Source name of judgments fetched live from JDO. */
export const JDO_LIVE_SOURCE = 'Ministry of Justice Judicial Decisions Online';
/** Where a JDO judgment's PDF is served: `<base><id>` (the Solr record's `id`, `jdo/…/<name>.pdf`, is the path). */
const JDO_DOCUMENT_BASE = 'https://forms.justice.govt.nz/search/Documents/pdf/';
/** Newest judgments read per run. */
const ROWS = 100;
/** The court names by acronym are bundled reference data (openlawnz-parsers/courts.json), not fetched. */
const REFERENCE_DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../data');

/**
 * The JDO Solr query: every judgment, newest judgment date first, the fields the index needs (the same query
 * OpenLaw NZ's aggregator used, whose recorded answer is this connector's fixture).
 */
export function jdoQueryUrl(rows = ROWS): string {
  const q = new URLSearchParams({
    q: '*',
    facet: 'true',
    'facet.limit': '-1',
    'facet.mincount': '1',
    rows: String(rows),
    'json.nl': 'map',
    sort: 'JudgmentDate desc',
    fl: 'CaseName, JudgmentDate, DocumentName, id, score',
    wt: 'json',
  });
  q.append('facet.field', 'Location');
  q.append('facet.field', 'Jurisdiction');
  return `${JDO_SOLR}?${q.toString()}`;
}

interface SolrDoc {
  CaseName?: string;
  JudgmentDate?: string;
  DocumentName?: string;
  id?: string;
}
interface SolrAnswer {
  response?: { numFound?: number; docs?: SolrDoc[] };
}

/**
 * Live connector of Judicial Decisions Online: one Solr query for the newest ROWS judgments through the shared HTTP
 * client, written unchanged to `jdo/select.json`, plus `retrieved-at.txt`.
 * @throws the HTTP client's errors, or when the answer is not a Solr answer (no `response.docs`).
 */
export async function fetchJdo(ctx: FetchContext): Promise<void> {
  const res = await ctx.http.request(jdoQueryUrl(), { signal: ctx.signal });
  const answer = JSON.parse(res.body.toString('utf8')) as SolrAnswer;
  if (!Array.isArray(answer.response?.docs)) throw new Error('JDO answered without response.docs');
  writeFetched(ctx.outDir, 'jdo/select.json', res.body);
  writeRetrievedAt(ctx.outDir, ctx.now);
}

/**
 * Parses a JDO fetch folder into `case_law` documents with the snapshot's ids (`nzhc-2020-430` from the neutral
 * citation, else `jdo-<document id>`), so a judgment already held is updated in place. The judgment date is the
 * date printed in the case name when there is one, else JDO's `JudgmentDate` (a calendar date written as UTC);
 * a disagreement is kept in `metadata.date_note`. Records without a case name are skipped. Never `complete`
 * (only the newest judgments are read).
 */
export function parseFetchedJdo(outDir: string): FetchedRecords {
  const retrievedAt = readRetrievedAt(outDir);
  const acronyms = loadCourtAcronyms(REFERENCE_DATA_DIR);
  const docs = new Map<string, Document>();
  for (const file of listFetched(outDir, 'jdo', /\.json$/)) {
    const answer = readFetchedJson<SolrAnswer>(file);
    if (!Array.isArray(answer.response?.docs)) throw new Error(`${file}: no response.docs`);
    for (const d of answer.response.docs) {
      const raw = clean(decodeOfficeEscapes(d.CaseName ?? ''));
      const title = caseTitle(raw);
      if (!raw || !title || !d.DocumentName || !d.id) continue;
      const cit = neutralCitation(raw);
      const id = cit ? cit.id : `jdo-${slug(d.DocumentName.replace(/\.pdf$/, ''))}`;
      const jdoDate = writtenDate(d.JudgmentDate);
      const printed = headingDate(raw);
      docs.set(
        id,
        jdoEntryDocument({
          id,
          raw,
          acronyms,
          citation: cit?.citation ?? null,
          date: printed ?? jdoDate,
          dateNote:
            printed && jdoDate && printed !== jdoDate
              ? `The case name prints ${printed}; Judicial Decisions Online records ${jdoDate}.`
              : null,
          document: d.DocumentName,
          path: d.id,
          source: JDO_LIVE_SOURCE,
          sourceUrl: `${JDO_DOCUMENT_BASE}${d.id}`,
          retrievedAt,
        }),
      );
    }
  }
  return { index: 'documents', records: [...docs.values()], complete: false };
}
