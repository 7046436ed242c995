import type { DirectoryRecord } from '@aotearoa/contracts';
import { clean, readJsonl, slug } from '../_shared/common';
import { publicNote } from '../_shared/compiler-notes';
import { makeDirectoryRecord } from '../_shared/directory-record';

/** Folder of the snapshot under `data/` (see its PROVENANCE.md). */
export const FOLDER = 'waitangi-tribunal-maori-land-court';
/** Compiled on this date from stored copies of public pages of unknown crawl date (PROVENANCE.md). */
export const RETRIEVED_AT = '2026-11-22';
export const SOURCE_NAME =
  'Waitangi Tribunal and Māori Land Court pages (stored copies, compiled 2026-11-22)';
const SNAPSHOT_NOTE =
  'Read on a stored copy of the page (crawl date unknown; compiled 2026-11-22): re-check on the official site before relying on it.';

/** The Māori Land Court's own site (the host of every page read about it). */
export const MAORI_LAND_COURT_SITE = 'https://www.xn--morilandcourt-wqb.govt.nz/';
export const WAITANGI_TRIBUNAL_SITE = 'https://www.waitangitribunal.govt.nz/';

interface RawFact {
  topic: string;
  fact?: string;
  name?: string;
  address?: string;
  postal?: string;
  phone?: string;
  email?: string;
  notes?: string;
  source_url: string;
  extra_sources?: string[];
}

interface RawTribunalRecord {
  type: 'programme_fact' | 'inquiry' | 'report' | 'claim';
  wai?: string;
  name: string;
  district?: string;
  status?: string;
  claim?: string;
  report_year?: string;
  report_date?: string;
  notes?: string;
  facts?: string;
  as_at?: string;
  source_url: string;
  source_type?: string;
  extra_sources?: string[];
}

/** Topics of the Māori Land Court facts that state its jurisdiction or role (shown as its jurisdiction list). */
const JURISDICTION_TOPICS = new Set(['jurisdiction', 'jurisdiction_other_acts', 'role']);
/**
 * Facts not shown: the single fee example names no form and no as-at date, so it cannot be shown as a fee with
 * its source and date (the project's rule for fees).
 */
const OMITTED_TOPICS = new Set(['fee_example']);

interface Fact {
  topic: string;
  text: string;
  sourceUrl: string;
}

/**
 * The Māori courts of `maori-land-court-facts.jsonl` and the Waitangi Tribunal's programme fact as directory
 * records of kind `maori_court`: the Māori Land Court (jurisdiction, role and other facts; contact = the Office of
 * the Chief Registrar, which serves both courts), the Māori Appellate Court (its Act and sitting calendar), the
 * two offices read (with address, phone and email as printed), and the Waitangi Tribunal (its district inquiry
 * programme). Every fact keeps the page it was read on; the record's `sourceUrl` is its first fact's page.
 */
export function parseMaoriCourts(dataDir: string): DirectoryRecord[] {
  const facts = readJsonl<RawFact>(dataDir, FOLDER, 'maori-land-court-facts.jsonl');
  const tribunal = readJsonl<RawTribunalRecord>(dataDir, FOLDER, 'waitangi-tribunal-inquiries-reports.jsonl');
  const offices = facts.filter((f) => f.topic === 'office');
  const registrar = offices.find((o) => /Chief Registrar/i.test(o.name ?? ''));
  const contact = {
    phone: registrar?.phone ?? null,
    email: registrar?.email ?? null,
    address: registrar?.address ?? null,
  };
  const asFact = (f: RawFact): Fact => ({
    topic: f.topic,
    text: clean(f.fact ?? ''),
    sourceUrl: f.source_url,
  });
  const mlcFacts = facts.filter(
    (f) => f.fact && !OMITTED_TOPICS.has(f.topic) && f.topic !== 'appellate_sittings' && f.topic !== 'office',
  );
  const jurisdiction = mlcFacts.filter((f) => JURISDICTION_TOPICS.has(f.topic)).map(asFact);
  const otherFacts = mlcFacts.filter((f) => !JURISDICTION_TOPICS.has(f.topic)).map(asFact);
  const actFact = facts.find((f) => f.topic === 'jurisdiction' && /Appellate Court/.test(f.fact ?? ''));
  const sittings = facts.filter((f) => f.topic === 'appellate_sittings');

  const court = (
    name: string,
    type: string,
    fields: {
      jurisdiction: Fact[];
      facts: Fact[];
      contact: { phone: string | null; email: string | null; address: string | null };
      website: string | null;
      note: string | null;
      postal?: string | null;
    },
    sourceUrl: string,
    asAt: string | null = null,
  ): DirectoryRecord =>
    makeDirectoryRecord({
      id: `maori_court--${slug(name)}`,
      kind: 'maori_court',
      title: name,
      summary: fields.jurisdiction[0]?.text ?? fields.facts[0]?.text ?? fields.note,
      text: [...fields.jurisdiction, ...fields.facts].map((f) => f.text).join('\n') || null,
      category: type,
      url: fields.website,
      asAt,
      source: SOURCE_NAME,
      sourceUrl,
      retrievedAt: RETRIEVED_AT,
      fields: {
        type,
        jurisdiction: fields.jurisdiction.map((f) => f.text),
        facts: [...fields.jurisdiction, ...fields.facts],
        contactInfo: fields.contact,
        postal: fields.postal ?? null,
        website: fields.website,
        note: fields.note,
        snapshotNote: SNAPSHOT_NOTE,
      },
    });

  const out: DirectoryRecord[] = [];
  const firstUrl = jurisdiction[0]?.sourceUrl ?? otherFacts[0]?.sourceUrl;
  if (firstUrl) {
    out.push(
      court(
        'Māori Land Court',
        'court',
        { jurisdiction, facts: otherFacts, contact, website: MAORI_LAND_COURT_SITE, note: null },
        firstUrl,
      ),
    );
  }
  if (actFact) {
    out.push(
      court(
        'Māori Appellate Court',
        'court',
        {
          jurisdiction: [asFact(actFact)],
          facts: sittings.map(asFact),
          contact,
          website: MAORI_LAND_COURT_SITE,
          note: null,
        },
        actFact.source_url,
      ),
    );
  }
  for (const o of offices) {
    if (!o.name) continue;
    out.push(
      court(
        clean(o.name),
        'office',
        {
          jurisdiction: [],
          facts: [],
          contact: { phone: o.phone ?? null, email: o.email ?? null, address: o.address ?? null },
          postal: o.postal ?? null,
          website: MAORI_LAND_COURT_SITE,
          note: publicNote(o.notes),
        },
        o.source_url,
      ),
    );
  }
  const programme = tribunal.filter((t) => t.type === 'programme_fact' && t.facts);
  if (programme[0]) {
    out.push(
      court(
        'Waitangi Tribunal',
        'tribunal',
        {
          jurisdiction: [],
          facts: programme.map((p) => ({
            topic: clean(p.name),
            text: `${clean(p.facts ?? '')}${p.as_at ? ` (as at: ${p.as_at})` : ''}`,
            sourceUrl: p.source_url,
          })),
          contact: { phone: null, email: null, address: null },
          website: WAITANGI_TRIBUNAL_SITE,
          note: null,
        },
        programme[0].source_url,
      ),
    );
  }
  return out;
}

/** An ISO date at the start of the source's words (`2009-04-09`, `2015-09-11 (pre-publication)`), else null. */
export function isoPrefix(text: string | undefined): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})\b/.exec(text ?? '');
  return m?.[1] ?? null;
}

/** The year the source gives (`1997`, `2018 onwards (…)`, `March 2013`), else null. */
export function yearOf(...texts: Array<string | undefined>): number | null {
  for (const t of texts) {
    const m = /\b(1[89]\d{2}|20\d{2})\b/.exec(t ?? '');
    if (m) return Number(m[1]);
  }
  return null;
}

/** District name before any parenthetical description (`Mohaka ki Ahuriri (Hawke's Bay)` → `Mohaka ki Ahuriri`). */
function shortDistrict(district: string | undefined): string | undefined {
  return district ? clean(district.replace(/\s*\(.*$/, '')) : undefined;
}

/**
 * The Waitangi Tribunal inquiries, reports and claims of `waitangi-tribunal-inquiries-reports.jsonl` as directory
 * records of kind `waitangi_inquiry`: `category` = the record's type (inquiry, report, claim), `subtype` =
 * `waitangi-tribunal` (the body whose decisions reports are), `status` as the source words it, `date` only when the
 * source gives an ISO date, `year` from the date or the report year, tags = Wai number and district. Reports are
 * the Tribunal's decisions (GET /api/maori-court-decisions); all are searchable as claims.
 */
export function parseTribunalRecords(dataDir: string): DirectoryRecord[] {
  const rows = readJsonl<RawTribunalRecord>(dataDir, FOLDER, 'waitangi-tribunal-inquiries-reports.jsonl');
  return rows
    .filter((r) => r.type !== 'programme_fact')
    .map((r) => {
      const name = clean(r.name);
      const wai = r.wai ? `Wai ${r.wai}` : null;
      const district = shortDistrict(r.district);
      const date = isoPrefix(r.report_date);
      const rec = makeDirectoryRecord({
        id: `waitangi_inquiry--${slug(`${r.type}-${r.wai ?? ''}-${name}`, 90)}`,
        kind: 'waitangi_inquiry',
        title: name,
        summary: publicNote(r.notes),
        text:
          [r.claim, r.district, r.status]
            .filter(Boolean)
            .map((t) => clean(t))
            .join('\n') || null,
        category: r.type,
        subtype: 'waitangi-tribunal',
        region: district ?? null,
        tags: [wai, district, r.type].filter((t): t is string => !!t),
        status: r.status ? clean(r.status) : null,
        date,
        url: /waitangitribunal\.govt\.nz/.test(r.source_url) ? r.source_url : null,
        source: r.source_type ? `${SOURCE_NAME}; this page: ${r.source_type}` : SOURCE_NAME,
        sourceUrl: r.source_url,
        retrievedAt: RETRIEVED_AT,
        fields: {
          wai,
          district: r.district ? clean(r.district) : null,
          claim: r.claim ? clean(r.claim) : null,
          reportDate: r.report_date ?? null,
          reportYear: r.report_year ?? null,
          sourceType: r.source_type ?? null,
          extraSources: r.extra_sources ?? [],
          snapshotNote: SNAPSHOT_NOTE,
        },
      });
      // The year also when only a year or a month is given (the date stays null: no day is invented).
      rec.year = rec.year ?? yearOf(r.report_date, r.report_year);
      return rec;
    });
}

/** Both record families of the folder. */
export function parseWaitangiTribunalMaoriLandCourt(dataDir: string): DirectoryRecord[] {
  return [...parseMaoriCourts(dataDir), ...parseTribunalRecords(dataDir)];
}
