import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Document } from '@aotearoa/contracts';
import { detectSuppressionNotice } from '../../enrich/suppression';
import { clean, decodeEntities, isoDate, makeDocument, readJson } from '../common';
import { neutralCitation, partiesOf } from '../jdo-judgments/parse';

export const WWL_FOLDER = 'worldwidelaw-nz';

interface WwlRecord {
  _id: string;
  _fetched_at: string;
  title: string;
  text: string;
  date?: string;
  url: string;
  court?: string;
  citation?: string;
  reference_no?: string;
  member?: string;
  jurisdiction?: string;
  parties?: string;
  pdf_url?: string | null;
  category?: string;
  act_section?: string;
  outcome?: string;
  case_number?: string;
}

function readFolder(dataDir: string, folder: string): WwlRecord[] {
  return readdirSync(join(dataDir, WWL_FOLDER, folder))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => readJson<WwlRecord>(dataDir, WWL_FOLDER, folder, f));
}

function absoluteUrl(url: string | null | undefined, base: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, base).toString();
  } catch {
    return null;
  }
}

function judgment(r: WwlRecord, court: string, source: string): Document {
  const cit = neutralCitation(r.citation ?? r.reference_no ?? '');
  const title = clean(decodeEntities(r.title));
  const notice = detectSuppressionNotice(r.text);
  return makeDocument({
    id:
      cit?.id ??
      r._id
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    title,
    type: 'case_law',
    court,
    citation: cit?.citation ?? null,
    date_published: isoDate(r.date),
    content: r.text,
    pdfUrl: absoluteUrl(r.pdf_url, r.url),
    metadata: {
      parties: partiesOf(decodeEntities(r.parties ?? r.title)),
      url: r.url,
      ...(r.member ? { member: r.member } : {}),
      ...(r.jurisdiction ? { jurisdiction: r.jurisdiction } : {}),
      ...(r.category ? { category: r.category } : {}),
      ...(r.act_section ? { related_acts: [r.act_section] } : {}),
      ...(r.outcome ? { outcome: r.outcome } : {}),
      ...(r.case_number ? { decision_number: r.case_number } : {}),
      ...(notice ? { suppression_notice: notice } : {}),
    },
    source,
    sourceUrl: r.url,
    retrievedAt: isoDate(r._fetched_at) ?? '2026-05-02',
  });
}

/**
 * Full-text decisions from the worldwidelaw NZ samples: Courts of New Zealand judgments (court as given:
 * Supreme Court / Court of Appeal / High Court), Employment Relations Authority determinations and the Commerce
 * Commission decision. IRD items are not indexed (Commissioner's statements are neither case law nor
 * legislation, and are Crown copyright); NZLII, SupremeCourt and TaxReview hold no records.
 */
export function parseWorldwidelaw(dataDir: string): Document[] {
  const out: Document[] = [];
  for (const r of readFolder(dataDir, 'CourtsOfNZ')) {
    if (!r.court) throw new Error(`${r._id}: no court`);
    out.push(judgment(r, r.court, 'Courts of New Zealand (courtsofnz.govt.nz)'));
  }
  for (const r of readFolder(dataDir, 'ERA')) {
    out.push(
      judgment(
        r,
        'Employment Relations Authority',
        'Employment Relations Authority (determinations.era.govt.nz)',
      ),
    );
  }
  for (const r of readFolder(dataDir, 'CommerceCommission')) {
    out.push(judgment(r, 'Commerce Commission', 'Commerce Commission case register (comcom.govt.nz)'));
  }
  return out;
}

interface ImperialRecord extends WwlRecord {
  year: number;
  number: string;
  version_date?: string | null;
}

/**
 * The Imperial Acts in force in New Zealand (legislation.govt.nz text). Id `act-imperial-<year>-<number>`; these
 * Acts pre-date 1800, so the date check allows them. `date_enacted` is year-only (`YYYY-01-01`, flagged).
 */
export function parseImperialActs(dataDir: string): Document[] {
  return readFolder(dataDir, 'Legislation').map((raw) => {
    const r = raw as ImperialRecord;
    return makeDocument({
      id: `act-imperial-${r.year}-${String(r.number).toLowerCase()}`,
      title: clean(r.title),
      type: 'legislation',
      citation: `${r.year} No ${r.number}`,
      date_enacted: `${String(r.year).padStart(4, '0')}-01-01`,
      content: r.text,
      metadata: {
        official_url: r.url,
        act_number: String(r.number),
        date_precision: 'year',
        imperial: true,
        ...(r.version_date ? { reprint_date: r.version_date } : {}),
      },
      source: 'Parliamentary Counsel Office (legislation.govt.nz)',
      sourceUrl: r.url,
      retrievedAt: isoDate(r._fetched_at) ?? '2026-03-13',
    });
  });
}
