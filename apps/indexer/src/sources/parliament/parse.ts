import type { Document } from '@aotearoa/contracts';
import { clean, isoDate, makeDocument, readCsv, readJsonl } from '../_shared/common';
import { parseAllXmlFragments, XML_DATASET_URL } from '../_shared/pco-xml';

const FOLDER = 'hansard-bills-nz';
const HANSARD_URL = 'https://github.com/edithatogo/corpus-nz-hansard';
/** Hansard extract date and Bills API capture date (PROVENANCE.md). */
const HANSARD_RETRIEVED = '2024-09-06';
const BILLS_RETRIEVED = '2026-06-13';

/**
 * Hansard speech turns grouped by Hansard document (`parliament_document_id`), one parliamentary_debate document
 * each, turns in order as "SPEAKER: text" lines. The source records no party, so `metadata.party` is not set;
 * speaker names are unvalidated candidates. Date from the document id (`47HansD_20030408…`).
 */
export function parseHansard(dataDir: string): Document[] {
  const rows = readCsv(dataDir, FOLDER, 'hansard-speech-turns-sample.csv');
  const groups = new Map<string, Record<string, string>[]>();
  for (const r of rows) {
    const id = r.parliament_document_id ?? '';
    if (!id) throw new Error('hansard: row without parliament_document_id');
    groups.set(id, [...(groups.get(id) ?? []), r]);
  }
  const out: Document[] = [];
  for (const [pid, turns] of groups) {
    turns.sort((a, b) => Number(a.turn_index) - Number(b.turn_index));
    const first = turns[0] ?? {};
    const m = /Hans[A-Z]_(\d{4})(\d{2})(\d{2})/.exec(pid);
    const speakers = [...new Set(turns.map((t) => clean(t.speaker_candidate)).filter(Boolean))];
    out.push(
      makeDocument({
        id: `hansard-${pid.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        title: clean(first.title) || pid,
        type: 'parliamentary_debate',
        date_published: m ? `${m[1]}-${m[2]}-${m[3]}` : null,
        content: turns.map((t) => `${clean(t.speaker_candidate)}: ${clean(t.speech_text)}`).join('\n'),
        metadata: {
          speaker: speakers[0],
          speakers,
          debate_type: clean(first.document_type).replace(/^Hansard - /, ''),
          parliament_document_id: pid,
          parliament_number: first.parliament_number,
          snapshot_note: 'Sample of first speech turns (Parliaments 47–50); speaker identity not validated.',
        },
        source: 'New Zealand Parliament Hansard (via corpus-nz-hansard)',
        sourceUrl: HANSARD_URL,
        retrievedAt: HANSARD_RETRIEVED,
      }),
    );
  }
  return out;
}

interface BillSummary {
  id: string;
  title: string;
  status?: string | null;
  billNumber?: string | null;
  itemType?: string | null;
  selectCommittee?: string | null;
  parliamentNumber?: number | null;
  lastStageDate?: string | null;
  billCurrentStageName?: string | null;
}
interface BillDetail {
  Id: string;
  Description?: string | null;
  BillLegislationUrl?: string | null;
  Act?: string | null;
  AssentNumber?: string | null;
  IntroducedDate?: string | null;
  Members?: { PreferredFormOfAddress?: string }[];
  Stages?: { StageName?: string; StageDate?: string; OutcomeName?: string }[];
}

/**
 * Parliament Bills API records (481 summaries, 52 with detail merged by id) as parliamentary_debate documents, id
 * `bill-<API id>`; plus the bill clause and SOP XML fragments (`bill-xml-…`, `sop-…`).
 */
export function parseBills(dataDir: string): Document[] {
  const details = new Map(
    readJsonl<BillDetail>(dataDir, FOLDER, 'bills-api-details.partial.jsonl').map((d) => [d.Id, d]),
  );
  const out: Document[] = [];
  for (const b of readJsonl<BillSummary>(dataDir, FOLDER, 'bills-api-summary.partial.jsonl')) {
    const d = details.get(b.id);
    const stages = (d?.Stages ?? [])
      .filter((s) => s.StageName)
      .sort((x, y) => String(x.StageDate).localeCompare(String(y.StageDate)))
      .map((s) => `${s.StageName}: ${isoDate(s.StageDate) ?? ''} ${s.OutcomeName ?? ''}`.trim());
    const lines = [
      d?.Description,
      b.billCurrentStageName && `Current stage: ${b.billCurrentStageName}`,
      b.selectCommittee && `Select committee: ${b.selectCommittee}`,
      d?.Act && `Act: ${d.Act}${d.AssentNumber ? ` (${d.AssentNumber})` : ''}`,
      ...stages,
    ].filter((x): x is string => !!x);
    out.push(
      makeDocument({
        id: `bill-${b.id.toLowerCase()}`,
        title: clean(b.title),
        type: 'parliamentary_debate',
        citation: b.billNumber ? `Bill ${b.billNumber}` : null,
        date_published: isoDate(b.lastStageDate) ?? isoDate(d?.IntroducedDate),
        summary: d?.Description ? clean(d.Description) : null,
        content: lines.length ? lines.join('\n') : null,
        is_current: b.status !== 'Terminated' && b.status !== 'Royal Assent',
        metadata: {
          debate_type: 'bill',
          bill_status: b.status ?? undefined,
          bill_type: b.itemType ?? undefined,
          parliament_number: b.parliamentNumber ?? undefined,
          ...(d?.Members?.[0]?.PreferredFormOfAddress
            ? { speaker: d.Members[0].PreferredFormOfAddress }
            : {}),
          ...(d?.BillLegislationUrl ? { official_url: d.BillLegislationUrl } : {}),
          ...(d?.Act ? { related_acts: [d.Act] } : {}),
        },
        source: 'New Zealand Parliament Bills API (via corpus-nz-hansard)',
        sourceUrl: d?.BillLegislationUrl ?? HANSARD_URL,
        retrievedAt: BILLS_RETRIEVED,
      }),
    );
  }
  for (const f of parseAllXmlFragments(dataDir).filter((x) => x.kind !== 'act')) {
    const isSop = f.kind === 'sop';
    out.push(
      makeDocument({
        id: isSop ? `sop-${f.year}-${f.number}` : `bill-xml-${f.year}-${f.number}`,
        title: isSop
          ? `Supplementary Order Paper ${f.number} (${f.year}) — ${f.billRef ?? 'bill'}`
          : `Government Bill ${f.year} No ${f.number} (${f.headings.find((h) => h.startsWith('cl ')) ?? 'excerpt'})`,
        type: 'parliamentary_debate',
        date_published: f.versionDate,
        content: f.content,
        metadata: {
          debate_type: isSop ? 'supplementary order paper' : 'bill',
          sections: f.headings,
          legislation_document: f.sourceDocument ?? undefined,
          snapshot_note: 'Trimmed excerpt of the official legislation.govt.nz XML.',
        },
        source: 'Parliamentary Counsel Office (legislation.govt.nz XML)',
        sourceUrl: XML_DATASET_URL,
        retrievedAt: f.versionDate ?? '2026-11-22',
      }),
    );
  }
  return out;
}
