import type { DirectoryRecord, GrantCategory, GrantType } from '@aotearoa/contracts';
import { DateTime } from 'luxon';
import { clean, readJsonl, slug } from '../_shared/common';
import { publicNote } from '../_shared/compiler-notes';
import { makeDirectoryRecord } from '../_shared/directory-record';

/** Folder of the snapshot under `data/` (see its PROVENANCE.md). */
export const FOLDER = 'legal-grants-scholarships';
/** Date the snapshot was compiled (PROVENANCE.md). */
export const RETRIEVED_AT = '2026-11-22';

interface RawGrant {
  title: string;
  provider?: string;
  amount?: string;
  closing_pattern?: string;
  eligibility?: string;
  established?: string;
  number_offered?: string;
  url?: string;
  notes?: string;
  as_at?: string;
  source_url: string;
  source_type?: string;
}

/**
 * The latest dated closing date in a source's closing words (ISO), or null: only a full date (day, month, year)
 * right after 'close', 'closed', 'closes' or 'closing date' counts, so 'opened 1 Mar 2023' and 'close 1 September
 * each year' (no year) give nothing. Example: 'Inaugural round opened 1 Mar 2023, closed 3 Apr 2023; later round
 * closed 9 Sept 2024' → `2024-09-09`.
 */
export function closingDateOf(pattern: string | undefined): string | null {
  if (!pattern) return null;
  const re = /\bclos(?:e|ed|es|ing)(?:\s+date)?\s+(?:\d{1,2}(?:am|pm)\s+)?(\d{1,2}\s+[A-Za-z]+\.?\s+\d{4})/gi;
  let latest: string | null = null;
  for (const m of pattern.matchAll(re)) {
    const text = (m[1] ?? '').replace(/\./g, '').replace(/\bSept\b/i, 'Sep');
    for (const fmt of ['d LLLL yyyy', 'd LLL yyyy']) {
      const dt = DateTime.fromFormat(text, fmt, { locale: 'en', zone: 'utc' });
      if (dt.isValid) {
        const iso = dt.toISODate();
        if (iso && (latest === null || iso > latest)) latest = iso;
        break;
      }
    }
  }
  return latest;
}

/**
 * The specification's grant type, by the title's words: Scholarship → `scholarship`; Fellowship or Research →
 * `research_funding`; Prize or Award → `award`; grants → `grant`; otherwise `award`. No held item is a subsidy.
 */
export function grantTypeOf(title: string): GrantType {
  if (/scholarship/i.test(title)) return 'scholarship';
  if (/fellowship|research/i.test(title)) return 'research_funding';
  if (/prize|award/i.test(title)) return 'award';
  if (/\bgrants?\b/i.test(title)) return 'grant';
  return 'award';
}

/**
 * The specification's grant category, by rules in order on title and eligibility: students (school, school-leaver,
 * student, tertiary, postgraduate, graduate, first in whānau) → `student`; a fellowship or research award →
 * `researcher`; practitioners (barrister, solicitor, lawyers, years' experience) → `firm`; project grants →
 * `community`; otherwise `academic`.
 */
export function grantCategoryOf(title: string, eligibility: string | undefined): GrantCategory {
  const e = eligibility ?? '';
  const both = `${title} ${e}`;
  if (
    /\b(school|school-leavers?|students?|tertiary|postgraduate|graduates?|first in (immediate )?wh[aā]nau)\b/i.test(
      both,
    )
  )
    return 'student';
  if (/fellowship|research/i.test(title)) return 'researcher';
  if (/barrister|solicitor|lawyers?\b|experience in law/i.test(both)) return 'firm';
  if (/\bgrants?\b|projects?/i.test(both)) return 'community';
  return 'academic';
}

/**
 * The grants, scholarships, prizes and fellowships of `data/legal-grants-scholarships/` as directory records of kind
 * `grant`: `category` the grant category, `subtype` its type, `date` the latest dated closing date (see
 * `closingDateOf`). Status is not stored: the API computes it from `date` against today. `fields` = contracts
 * `GrantSchema` without provenance, status and days left; amounts and eligibility in the source's words.
 */
export function parseGrants(dataDir: string): DirectoryRecord[] {
  return readJsonl<RawGrant>(dataDir, FOLDER, 'legal-grants-scholarships.jsonl').map((r) => {
    const title = clean(r.title);
    const type = grantTypeOf(title);
    const category = grantCategoryOf(title, r.eligibility);
    const closingDate = closingDateOf(r.closing_pattern);
    const eligibility = (r.eligibility ?? '').split(';').map(clean).filter(Boolean);
    return makeDirectoryRecord({
      id: `grant--${slug(title)}`,
      kind: 'grant',
      title,
      summary: publicNote(r.notes),
      text: [r.provider, r.amount, r.eligibility, r.closing_pattern].filter(Boolean).join(' · ') || null,
      category,
      subtype: type,
      tags: [type, category],
      date: closingDate,
      url: r.url ?? null,
      asAt: r.as_at && /^\d{4}-\d{2}-\d{2}$/.test(r.as_at) ? r.as_at : null,
      source: 'NZ legal grants, scholarships and prizes (compiled from public pages)',
      sourceUrl: r.source_url,
      retrievedAt: RETRIEVED_AT,
      fields: {
        title,
        type,
        category,
        provider: r.provider ? clean(r.provider) : null,
        amount: r.amount ? clean(r.amount) : null,
        closingDate,
        closingNote: r.closing_pattern ? clean(r.closing_pattern) : null,
        description: publicNote(r.notes),
        eligibility,
        established: r.established ?? null,
        numberOffered: r.number_offered ?? null,
        contact: { website: r.url ?? null, applicationUrl: null },
        asAt: r.as_at ?? null,
        sourceType: r.source_type ?? null,
      },
    });
  });
}
