import type { Document } from '@aotearoa/contracts';
import { clean, makeDocument, nzDate, readCsv, readJson, readJsonl, writtenDate } from '../_shared/common';
import { parseAllXmlFragments, XML_DATASET_URL } from '../_shared/pco-xml';
import { MemberRegister, memberFromTitle, SPEAKER_NOT_IDENTIFIED } from './members';

const FOLDER = 'hansard-bills-nz';
const HANSARD_URL = 'https://github.com/edithatogo/corpus-nz-hansard';
/** Hansard extract date and Bills API capture date (PROVENANCE.md). */
const HANSARD_RETRIEVED = '2024-09-06';
const BILLS_RETRIEVED = '2026-06-13';

/**
 * Parliament's register of members' names: every member a Hansard speech or question record is filed under
 * (title "Surname, Given: …") and every member the Bills API lists as a bill's member (bills-api-members-summary).
 */
export function loadMemberRegister(dataDir: string, rows?: Record<string, string>[]): MemberRegister {
  const register = new MemberRegister();
  for (const r of rows ?? readCsv(dataDir, FOLDER, 'hansard-speech-turns-sample.csv')) {
    if (/HansS_/.test(r.parliament_document_id ?? '')) {
      const m = memberFromTitle(r.title ?? '');
      if (m) register.add(m.member);
    }
  }
  const api = readJson<{ unique_members?: string[] }>(dataDir, FOLDER, 'bills-api-members-summary.json');
  for (const name of api.unique_members ?? []) register.add(name);
  return register;
}

/**
 * Hansard volume by sitting date, from the daily Hansard records' titles
 * (`Volume 607, Week 21 - Tuesday, 8 April 2003` → 2003-04-08 → 607; a day "continued on" another is in the same
 * volume). Every record of a sitting day is in that day's volume.
 */
export function hansardVolumes(rows: Record<string, string>[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of rows) {
    if (!/HansD_\d{8}$/.test(r.parliament_document_id ?? '')) continue;
    const vol = /^Volume (\d+),/.exec(clean(r.title))?.[1];
    const date = documentDate(r.parliament_document_id ?? '');
    if (vol && date) out.set(date, vol);
  }
  return out;
}

/** Sitting date from a Hansard document id (`47HansD_20030408…` → 2003-04-08). */
function documentDate(pid: string): string | null {
  const m = /Hans[A-Z]_(\d{4})(\d{2})(\d{2})/.exec(pid);
  return m ? writtenDate(`${m[1]}-${m[2]}-${m[3]}`) : null;
}

/**
 * Hansard speech turns grouped by Hansard document (`parliament_document_id`), one parliamentary_debate document
 * each, turns in order as "Speaker: text" lines. Speakers are shown as Parliament's records name them
 * (see members.ts): a speech or question record's `metadata.speaker` is the member it is filed under (for a
 * question, the member who asked it); a daily or debate record, which holds many speakers, has none
 * (`speaker_note` says so). A turn's speaker is a member only when the candidate names a registered member, else
 * the office ("Minister of Justice (member not named)") or "Speaker not identified". The source records no party.
 * `metadata.volume` is the sitting day's Hansard volume when a daily record gives it; no page numbers are held.
 */
export function parseHansard(dataDir: string): Document[] {
  const rows = readCsv(dataDir, FOLDER, 'hansard-speech-turns-sample.csv');
  const register = loadMemberRegister(dataDir, rows);
  const volumes = hansardVolumes(rows);
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
    const title = clean(first.title) || pid;
    const date = documentDate(pid);
    const filedUnder = /HansS_/.test(pid) ? memberFromTitle(title) : null;
    const labels = turns.map((t) => register.label(t.speaker_candidate ?? ''));
    const speakers = [...new Set(labels.map((l) => l.member).filter((m): m is string => !!m))];
    const debateType = clean(first.document_type).replace(/^Hansard - /, '');
    const volume = date ? volumes.get(date) : undefined;
    out.push(
      makeDocument({
        id: `hansard-${pid.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        title,
        type: 'parliamentary_debate',
        date_published: date,
        content: turns.map((t, i) => `${labels[i]?.label}: ${clean(t.speech_text)}`).join('\n'),
        metadata: {
          ...(filedUnder
            ? { speaker: filedUnder.member, subject: filedUnder.subject }
            : {
                speaker_note:
                  debateType === 'daily' || debateType === 'debate'
                    ? 'A record of many speakers; no single speaker.'
                    : SPEAKER_NOT_IDENTIFIED,
                ...(debateType === 'debate' ? { subject: title } : {}),
              }),
          speakers,
          ...(volume ? { volume } : {}),
          debate_type: debateType,
          parliament_document_id: pid,
          parliament_number: first.parliament_number,
          snapshot_note:
            'Sample of first speech turns (Parliaments 47–50). A speaker is named only where Parliament’s records name the member.',
        },
        source: 'New Zealand Parliament Hansard (via corpus-nz-hansard)',
        sourceUrl: HANSARD_URL,
        retrievedAt: HANSARD_RETRIEVED,
      }),
    );
  }
  return out;
}

export interface BillSummary {
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
export interface BillDetail {
  Id: string;
  Description?: string | null;
  BillLegislationUrl?: string | null;
  Act?: string | null;
  AssentNumber?: string | null;
  IntroducedDate?: string | null;
  Members?: { PreferredFormOfAddress?: string }[];
  Stages?: { StageId?: number; StageName?: string; StageDate?: string; OutcomeName?: string }[];
}

/** New Zealand date of a Bills API detail's time (a true instant, e.g. `2026-05-27T12:00:00+00:00` → 2026-05-28). */
const stageDay = (v: string | null | undefined) => nzDate(v);

/** The year in a bill's legislation.govt.nz address (`/bill/government/2026/322/…` → 2026). */
function yearFromBillUrl(url: string | null | undefined): number | undefined {
  const y = /\/bill\/[a-z]+\/(\d{4})\//.exec(url ?? '')?.[1];
  return y ? Number(y) : undefined;
}

/**
 * One Bills API record (a search-result summary, camelCase, with its detail, PascalCase, when held) as a `bill`
 * document, id `bill-<API id>` — the same id for the snapshot's copy and a live fetch's, so a fresher record
 * replaces the older one. `prov` gives its provenance: source name, retrieved-at date (also the date its status
 * is as at) and the address used when the detail gives no legislation.govt.nz address.
 */
export function billDocument(
  b: BillSummary,
  d: BillDetail | undefined,
  prov: { source: string; retrievedAt: string; fallbackUrl: string },
): Document {
  // In order of date, then of Parliament's stage sequence (several stages often fall on one day under urgency).
  const stages = (d?.Stages ?? [])
    .filter((s) => s.StageName && s.StageDate)
    .map((s) => ({
      name: s.StageName ?? '',
      date: stageDay(s.StageDate),
      outcome: s.OutcomeName && s.OutcomeName !== 'Unknown' ? s.OutcomeName : undefined,
      order: s.StageId ?? 0,
    }))
    .sort((x, y) => String(x.date).localeCompare(String(y.date)) || x.order - y.order);
  const lines = [
    d?.Description,
    b.billCurrentStageName && `Current stage: ${b.billCurrentStageName}`,
    b.selectCommittee && `Select committee: ${b.selectCommittee}`,
    d?.Act && `Act: ${d.Act}${d.AssentNumber ? ` (${d.AssentNumber})` : ''}`,
    ...stages.map((s) => `${s.name}: ${s.date ?? ''} ${s.outcome ?? ''}`.trim()),
  ].filter((x): x is string => !!x);
  const lastStage = stages[stages.length - 1]?.date ?? null;
  const introduced = stageDay(d?.IntroducedDate);
  const year = introduced ? Number(introduced.slice(0, 4)) : yearFromBillUrl(d?.BillLegislationUrl);
  const member = d?.Members?.[0]?.PreferredFormOfAddress;
  return makeDocument({
    id: `bill-${b.id.toLowerCase()}`,
    title: clean(b.title),
    type: 'bill',
    citation: b.billNumber ?? null,
    date_published: lastStage ?? writtenDate(b.lastStageDate) ?? introduced,
    summary: d?.Description ? clean(d.Description) : null,
    content: lines.length ? lines.join('\n') : null,
    is_current: b.status !== 'Terminated' && b.status !== 'Royal Assent',
    metadata: {
      kind: 'bill',
      bill_status: b.status ?? undefined,
      status_as_at: prov.retrievedAt,
      bill_type: b.itemType ?? undefined,
      parliament_number: b.parliamentNumber ?? undefined,
      ...(b.billNumber ? { bill_number: b.billNumber } : {}),
      ...(year ? { year } : {}),
      ...(introduced ? { introduced } : {}),
      ...(member ? { member_in_charge: member } : {}),
      ...(d?.BillLegislationUrl ? { official_url: d.BillLegislationUrl } : {}),
      ...(d?.Act ? { related_acts: [d.Act] } : {}),
      ...(stages.length
        ? { stages: stages.map((s) => ({ stage: s.name, date: s.date, outcome: s.outcome ?? null })) }
        : {}),
    },
    source: prov.source,
    sourceUrl: d?.BillLegislationUrl ?? prov.fallbackUrl,
    retrievedAt: prov.retrievedAt,
  });
}

/**
 * Parliament Bills API records (481 summaries, 52 with detail merged by id) as `bill` documents, id
 * `bill-<API id>`; plus the bill clause and SOP XML fragments (`bill-xml-…`, `sop-…`).
 *
 * Dates are New Zealand calendar dates: a detail record's stage times are instants (converted to Auckland time);
 * a summary's `lastStageDate` is the stage's New Zealand date written as a UTC time (its date part is the date).
 * The last stage's date is `date_published`; its status is as at the capture (`metadata.status_as_at`).
 * `citation` is the bill number and version (`322-1`); `metadata.year` the year of introduction where a record
 * gives it (detail's introduction date, or the bill's legislation.govt.nz address). The member in charge is
 * `metadata.member_in_charge` (Parliament's preferred form of address), never a "speaker".
 */
export function parseBills(dataDir: string): Document[] {
  const details = new Map(
    readJsonl<BillDetail>(dataDir, FOLDER, 'bills-api-details.partial.jsonl').map((d) => [d.Id, d]),
  );
  const summaries = readJsonl<BillSummary>(dataDir, FOLDER, 'bills-api-summary.partial.jsonl');
  const out: Document[] = summaries.map((b) =>
    billDocument(b, details.get(b.id), {
      source: 'New Zealand Parliament Bills API (via corpus-nz-hansard)',
      retrievedAt: BILLS_RETRIEVED,
      fallbackUrl: HANSARD_URL,
    }),
  );
  for (const f of parseAllXmlFragments(dataDir).filter((x) => x.kind !== 'act')) {
    const isSop = f.kind === 'sop';
    // The bill this text belongs to, by Parliament's own numbering: the one Government bill of that number in the
    // Bills API records (the excerpt names no title).
    const api = isSop
      ? undefined
      : summaries.filter((b) => b.itemType === 'Government' && b.billNumber?.split('-')[0] === f.number);
    const billTitle = api?.length === 1 ? clean(api[0]?.title) : undefined;
    const clause = f.headings.find((h) => h.startsWith('cl '));
    out.push(
      makeDocument({
        id: isSop ? `sop-${f.year}-${f.number}` : `bill-xml-${f.year}-${f.number}`,
        title: isSop
          ? `Supplementary Order Paper ${f.number} (${f.year}) — ${f.billRef ?? 'bill'}`
          : `${billTitle ?? `Government Bill ${f.year} No ${f.number}`} (${clause ?? 'excerpt'})`,
        type: 'bill',
        citation: isSop ? null : (f.number ?? null),
        date_published: f.versionDate,
        content: f.content,
        metadata: {
          kind: isSop ? 'supplementary_order_paper' : 'bill',
          ...(billTitle ? { bill_title: billTitle } : {}),
          ...(f.billRef ? { bill_title: f.billRef } : {}),
          ...(f.year ? { year: f.year } : {}),
          ...(f.number ? { [isSop ? 'sop_number' : 'bill_number']: f.number } : {}),
          ...(f.versionDate ? { version_date: f.versionDate } : {}),
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
