import type { DirectoryRecord, SourcedFact } from '@aotearoa/contracts';
import { clean, readJsonl } from '../_shared/common';
import { makeDirectoryRecord } from '../_shared/directory-record';

/** Folder of the snapshot under `data/` (see its PROVENANCE.md). */
export const FOLDER = 'nz-law-schools';
/** Date the snapshot was compiled (PROVENANCE.md). */
export const RETRIEVED_AT = '2026-11-22';

interface RawFact {
  field: string;
  value: string;
  source_url: string;
  source_type?: string;
  as_at?: string;
}
interface RawSchool {
  id: string;
  name: string;
  university: string;
  city: string;
  facts: RawFact[];
  source_urls?: string[];
}

/** Official university domains, used to pick a school's own page among its recorded sources. */
const OFFICIAL_HOSTS: Record<string, string> = {
  auckland: 'auckland.ac.nz',
  'victoria-wellington': 'victoria.ac.nz',
  canterbury: 'canterbury.ac.nz',
  otago: 'otago.ac.nz',
  waikato: 'waikato.ac.nz',
  aut: 'aut.ac.nz',
};

function withScheme(url: string): string {
  return /^https?:\/\//.test(url) ? url : `https://${url}`;
}

function fact(f: RawFact): SourcedFact {
  return {
    value: clean(f.value),
    sourceUrl: f.source_url,
    sourceType: f.source_type ?? null,
    asAt: f.as_at ?? null,
  };
}

/**
 * The law school's own front page for a page read under it: `…/law/about/news` or `…/law/about-us/history` (a news
 * or history page, where a link to the school should not land) → `…/law`. An address not under `/law/` is kept.
 */
export function lawSchoolRoot(url: string): string {
  const m = /^(https?:\/\/[^/]+\/law)\/./i.exec(url);
  return m?.[1] ?? url;
}

/**
 * The school's web address: a recorded `website` (or `web_page_seen`) fact, else the school's own official page
 * among the pages read (on the university's domain, not a `dev.` site, flagged official), taken to the law school's
 * front page (`lawSchoolRoot`). Returns the address and the page it was read on, or nulls.
 */
export function websiteOf(r: RawSchool): { url: string | null; sourceUrl: string | null } {
  const website = r.facts.find((f) => f.field === 'website' || f.field === 'web_page_seen');
  if (website) return { url: lawSchoolRoot(withScheme(website.value)), sourceUrl: website.source_url };
  const host = OFFICIAL_HOSTS[r.id];
  const official =
    host === undefined
      ? undefined
      : r.facts.find(
          (f) =>
            f.source_url.includes(host) &&
            !f.source_url.includes('//dev.') &&
            /official/.test(f.source_type ?? ''),
        );
  return {
    url: official ? lawSchoolRoot(official.source_url) : null,
    sourceUrl: official?.source_url ?? null,
  };
}

/**
 * The six university law schools of `data/nz-law-schools/` as directory records of kind `law_school`, `fields` =
 * contracts `LawSchoolSchema` without provenance: every fact with the page it was read on. `sourceUrl` is the page
 * the school's address was read on, else its first fact's page.
 */
export function parseLawSchools(dataDir: string): DirectoryRecord[] {
  return readJsonl<RawSchool>(dataDir, FOLDER, 'nz-law-schools.jsonl').map((r) => {
    const facts = (field: string) => r.facts.filter((f) => f.field === field);
    const { url, sourceUrl } = websiteOf(r);
    const founding = facts('founding_year')[0];
    const degrees = facts('degree').map(fact);
    const sourcePage = sourceUrl ?? r.facts[0]?.source_url ?? r.source_urls?.[0] ?? '';
    return makeDirectoryRecord({
      id: `law_school--${r.id}`,
      kind: 'law_school',
      title: clean(r.name),
      summary: null,
      text: [r.university, ...degrees.map((d) => d.value)].join(' · '),
      category: r.university,
      region: r.city,
      tags: degrees.map((d) => d.value),
      url,
      source: 'NZ university law schools (compiled from public pages)',
      sourceUrl: sourcePage,
      retrievedAt: RETRIEVED_AT,
      fields: {
        name: clean(r.name),
        university: r.university,
        city: r.city,
        website: url,
        foundingYear: founding ? fact(founding) : null,
        nameMaori: facts('name_maori')[0]?.value ?? null,
        degrees,
        degreeLengths: facts('degree_length').map(fact),
        address: facts('address')[0] ? fact(facts('address')[0] as RawFact) : null,
        library: facts('library')[0]?.value ?? null,
      },
    });
  });
}
