import { type DatabaseAccessType, type DirectoryRecord, databaseCategories } from '@aotearoa/contracts';
import { clean, readJsonl, slug } from '../_shared/common';
import { publicNote } from '../_shared/compiler-notes';
import { makeDirectoryRecord } from '../_shared/directory-record';

/** Folder of the snapshot under `data/` (see its PROVENANCE.md). */
export const FOLDER = 'nz-legal-research-databases';
/** Date the snapshot was compiled (PROVENANCE.md). */
export const RETRIEVED_AT = '2026-11-22';

interface RawDatabase {
  name: string;
  url?: string;
  access?: string;
  operator?: string;
  coverage?: string;
  notes?: string;
  as_at?: string;
  source_url: string;
  source_type?: string;
}

/**
 * Search addresses by host, `{query}` standing for the encoded query. Each is the host's own search form as seen in
 * a stored address: legislation.govt.nz and the Māori Land Court (search addresses recorded in the bundled data),
 * NZLII and AustLII (their SINO search, `cgi-bin/sinosrch.cgi?query=`), the VUW Law Review (OJS 3's search path).
 * A database whose host is not here opens at its home page.
 */
export const SEARCH_URL_TEMPLATES: Record<string, string> = {
  'www.nzlii.org': 'http://www.nzlii.org/cgi-bin/sinosrch.cgi?query={query}',
  'www.austlii.edu.au': 'http://www.austlii.edu.au/cgi-bin/sinosrch.cgi?query={query}',
  'www.legislation.govt.nz':
    'https://www.legislation.govt.nz/all/results.aspx?search=ts_act%40bill%40regulation%40deemedreg_{query}_resel_25_a&p=1',
  'www.xn--morilandcourt-wqb.govt.nz':
    'https://www.xn--morilandcourt-wqb.govt.nz/en/search-2/SearchForm?Search={query}&action_results=Search',
  'ojs.victoria.ac.nz': 'https://ojs.victoria.ac.nz/vuwlr/search/search?query={query}',
};

/** The search address of a home page (see SEARCH_URL_TEMPLATES), or null. */
export function searchUrlOf(baseUrl: string | null): string | null {
  if (!baseUrl) return null;
  return SEARCH_URL_TEMPLATES[new URL(baseUrl).hostname] ?? null;
}

/**
 * The specification's access type from the source's words: sold (subscription, pay-per-view, per report) → `subscription`;
 * university access → `university`; 'free…' → `free`; online with no charge stated ('online', open access) → `open`;
 * not stated → `unknown`.
 */
export function accessTypeOf(access: string | undefined): DatabaseAccessType {
  const a = (access ?? '').toLowerCase();
  if (/subscription|pay-per|per report|licence/.test(a)) return 'subscription';
  if (/universit/.test(a)) return 'university';
  if (/^free/.test(a)) return 'free';
  if (/online|open access/.test(a)) return 'open';
  return 'unknown';
}

/**
 * Focus labels of a database from what its source states: `NZ` for New Zealand content (all of them: the name,
 * coverage or address names New Zealand, Māori, Waitangi or a .nz site); `Case law` / `Legislation` by coverage;
 * `Academic` for journals and law reviews; `Repository` for collections of reports, records or documents;
 * `Comparative` for a multi-jurisdiction institute (Australasian); `Open` for free or open access. The specification's
 * category rules then apply to these labels (contracts `databaseCategories`).
 */
export function focusOf(r: RawDatabase, access: DatabaseAccessType): string {
  const text = `${r.name} ${r.coverage ?? ''} ${r.operator ?? ''} ${r.notes ?? ''}`;
  const labels: string[] = [];
  if (/New Zealand|\bNZ|M[aā]ori|Waitangi/i.test(text) || /\.nz\b|nzlii/i.test(r.url ?? ''))
    labels.push('NZ');
  if (/case|judgment|decision/i.test(text)) labels.push('Case law');
  if (/legislation|statute/i.test(text)) labels.push('Legislation');
  if (/journal|law review|OJS/i.test(text)) labels.push('Academic');
  if (/reports and (records|documents)|records of inquiry|databases \//i.test(text))
    labels.push('Repository');
  if (/Australasian|Commonwealth/i.test(text)) labels.push('Comparative');
  if (access === 'free' || access === 'open') labels.push('Open');
  return labels.join(' · ');
}

/**
 * What a database holds, split from its coverage: the descriptive parts (separated by ';' then ', '), without
 * statistics (parts with figures) or what it does not include.
 */
export function specialtiesOf(coverage: string | undefined): string[] {
  if (!coverage) return [];
  return coverage
    .split(/;\s*/)
    .flatMap((part) => part.split(/,\s+(?![^(]*\))/))
    .map(clean)
    .filter((p) => p !== '' && !/\d/.test(p) && !/NOT included/i.test(p));
}

/** Short name: the name's part before ' – ' when it is one word (e.g. `NZLII`), else an abbreviation in brackets. */
export function shortNameOf(name: string): string | null {
  const head = name.split(' – ')[0]?.trim() ?? '';
  if (head !== name && !/\s/.test(head)) return head;
  return /\(([A-Z][A-Za-z]{1,9})[;)]/.exec(name)?.[1] ?? null;
}

/**
 * The research databases of `data/nz-legal-research-databases/` as directory records of kind `legal_database`:
 * `category` the access type, `tags` the specification's categories, `url` the home page. The JDO entry names no page it was
 * read on (it points to another folder's provenance) and is left out. `fields` = contracts `LegalDatabaseSchema`
 * without provenance.
 */
export function parseDatabases(dataDir: string): DirectoryRecord[] {
  const out: DirectoryRecord[] = [];
  for (const r of readJsonl<RawDatabase>(dataDir, FOLDER, 'nz-legal-research-databases.jsonl')) {
    if (!/^https?:\/\//.test(r.source_url)) continue;
    const name = clean(r.name);
    const baseUrl = r.url ? new URL(r.url).href : null;
    const accessType = accessTypeOf(r.access);
    const focus = focusOf(r, accessType);
    const categories = databaseCategories(focus);
    const specialties = specialtiesOf(r.coverage);
    out.push(
      makeDirectoryRecord({
        id: `legal_database--${slug(name)}`,
        kind: 'legal_database',
        title: name,
        summary: r.coverage ? clean(r.coverage) : null,
        text: [r.operator, r.access, publicNote(r.notes)].filter(Boolean).join(' · ') || null,
        category: accessType,
        tags: categories,
        url: baseUrl,
        asAt: r.as_at && /^\d{4}-\d{2}-\d{2}$/.test(r.as_at) ? r.as_at : null,
        source: 'NZ legal research databases (compiled from public pages)',
        sourceUrl: r.source_url,
        retrievedAt: RETRIEVED_AT,
        fields: {
          name,
          shortName: shortNameOf(name),
          description: publicNote(r.notes),
          focus,
          categories,
          baseUrl,
          accessType,
          accessNote: r.access ?? null,
          operator: r.operator ?? null,
          specialties,
          coverage: r.coverage ? clean(r.coverage) : null,
          searchUrl: searchUrlOf(baseUrl),
          asAt: r.as_at ?? null,
          sourceType: r.source_type ?? null,
        },
      }),
    );
  }
  return out;
}
