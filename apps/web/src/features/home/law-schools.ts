import raw from '../../../../../data/nz-law-schools/nz-law-schools.jsonl?raw';

/**
 * New Zealand university law schools, read at build time from the bundled snapshot in data/nz-law-schools/.
 * `url` is the school's web address as recorded in that snapshot (a `website` fact, else the school's own
 * official page among its sources); `sourceUrl` is where that address was read.
 */
export interface LawSchool {
  id: string;
  name: string;
  university: string;
  city: string;
  foundingYear: string | null;
  url: string | null;
  sourceUrl: string | null;
}

interface RawFact {
  field: string;
  value: string;
  source_url: string;
  source_type?: string;
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

function toSchool(r: RawSchool): LawSchool {
  const website = r.facts.find((f) => f.field === 'website' || f.field === 'web_page_seen');
  const host = OFFICIAL_HOSTS[r.id];
  const official =
    host !== undefined
      ? (r.facts.find(
          (f) =>
            f.source_url.includes(host) &&
            !f.source_url.includes('//dev.') &&
            /official/.test(f.source_type ?? ''),
        )?.source_url ?? null)
      : null;
  const founding = r.facts.find((f) => f.field === 'founding_year');
  return {
    id: r.id,
    name: r.name,
    university: r.university,
    city: r.city,
    foundingYear: founding?.value ?? null,
    url: website ? withScheme(website.value) : official,
    sourceUrl: website ? website.source_url : official,
  };
}

export const LAW_SCHOOLS: readonly LawSchool[] = raw
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => toSchool(JSON.parse(l) as RawSchool));

/** The five schools the footer links to (Auckland, Victoria, Canterbury, Otago, Waikato). */
export const FOOTER_LAW_SCHOOLS = ['auckland', 'victoria-wellington', 'canterbury', 'otago', 'waikato']
  .map((id) => LAW_SCHOOLS.find((s) => s.id === id))
  .filter((s): s is LawSchool => s !== undefined && s.url !== null);
