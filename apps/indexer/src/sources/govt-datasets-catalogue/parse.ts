import type { DirectoryRecord } from '@aotearoa/contracts';
import { clean, readCsv, readJson, readJsonl, slug } from '../_shared/common';
import { makeDirectoryRecord } from '../_shared/directory-record';

/** Folder of the snapshot under `data/` (see its PROVENANCE.md). */
export const FOLDER = 'govt-datasets-catalogue';
/** The date the snapshot was compiled into `data/` (PROVENANCE.md's sources are dated per file, below). */
export const RETRIEVED_AT = '2026-11-22';

const CKAN_SOURCE = 'data.govt.nz catalogue pages captured March 2019 (Squirrel crawler test resources)';
const CKAN_REPO_URL =
  'https://github.com/dice-group/Squirrel/tree/acaffaf7c243d0ddd607af3a37d7932d6b50640d/squirrel.worker/src/test/resources/html_scraper_analyzer/catalogue_data_govt_nz';
/** The catalogue pages were captured in March 2019 (CKAN asset versions 2019-03-11; PROVENANCE.md). */
const CKAN_AS_AT = '2019-03';
const PAN_SOURCE =
  'PAN-NZ protected-area data catalogue (Manaaki Whenua, for the Ministry for the Environment)';
const PAN_REPO_URL = 'https://github.com/manaakiwhenua/PAN-NZ-data-catalogue-and-guidelines';

interface CkanRow {
  title: string;
  name: string;
  url: string;
  organisation?: string;
  notes_snippet?: string;
  resource_formats?: string[];
}

interface CkanDetails {
  name: string;
  notes?: string;
  theme?: string;
  update_frequency?: string;
  date_modified?: string;
  licence?: string;
  resources?: Array<{ name: string; format?: string }>;
}

/** The Datasets tab's format filter values (FORM_FORMATS) a catalogue format name stands for. */
export function formatOf(name: string): string {
  const f = clean(name).toLowerCase().replace(/^\./, '');
  if (f === 'csv' || f === 'zip/csv') return 'csv';
  if (f === 'xlsx') return 'xlsx';
  if (f === 'pdf') return 'pdf';
  if (f === 'json' || f === 'geojson') return 'json';
  if (/^ogc w[mf]s$|rest|api/.test(f)) return 'api';
  return 'other';
}

function orNull(v: string | undefined | null): string | null {
  const t = clean(v ?? '');
  return t && t !== '-' ? t : null;
}

/** The formats of a dataset as the catalogue names them (deduplicated, case-folded) and their filter values. */
function formatsOf(names: string[]): { formats: string[]; tags: string[]; first: string | null } {
  const formats = [...new Set(names.map((n) => clean(n).replace(/^\./, '').toUpperCase()).filter(Boolean))];
  const values = [...new Set(formats.map(formatOf))];
  return { formats, tags: values.map((v) => `format:${v}`), first: values[0] ?? null };
}

/**
 * The 20 datasets of the catalogue's first search page (March 2019) as kind `dataset`: title, publisher as category,
 * the CKAN notes snippet, formats; the one dataset whose details page was also captured gets its full notes,
 * update frequency, modified date and licence. `asAt` 2019-03 (the capture); the catalogue page is the official
 * link, the crawler's test resources the source.
 */
function parseCkan(dataDir: string): DirectoryRecord[] {
  const details = readJson<CkanDetails>(
    dataDir,
    FOLDER,
    'datagovtnz-ckan-dataset-directory-of-educational-institutions-2019-03.json',
  );
  return readJsonl<CkanRow>(dataDir, FOLDER, 'datagovtnz-ckan-search-page-2019-03.jsonl').map((row) => {
    const d = details.name === row.name ? details : null;
    const { formats, tags, first } = formatsOf(row.resource_formats ?? []);
    return makeDirectoryRecord({
      id: `dataset--datagovtnz-${slug(row.name, 120)}`,
      kind: 'dataset',
      title: clean(row.title),
      summary: orNull(d?.notes) ?? orNull(row.notes_snippet),
      text: d?.resources?.map((r) => clean(r.name)).join('; ') || null,
      category: orNull(row.organisation),
      subtype: first,
      tags: [...tags, ...(d?.theme ? [clean(d.theme)] : [])],
      date: d?.date_modified && /^\d{4}-\d{2}-\d{2}$/.test(d.date_modified) ? d.date_modified : null,
      url: clean(row.url),
      asAt: CKAN_AS_AT,
      source: CKAN_SOURCE,
      sourceUrl: CKAN_REPO_URL,
      retrievedAt: RETRIEVED_AT,
      fields: {
        formats,
        frequency: orNull(d?.update_frequency),
        licence: orNull(d?.licence),
        catalogue: 'data.govt.nz (CKAN)',
      },
    });
  });
}

/** The PAN-NZ format of a row: its API type (`ArcGIS REST Feature Service`, `OGC WFS`, `Static vector file`). */
function panFormats(row: Record<string, string>): string[] {
  const api = orNull(row['API Type']);
  return api ? [api] : [];
}

/** The licence written as a Markdown link (`[CC-BY-4.0](https://…)`) → its name. */
function licenceOf(v: string | undefined): string | null {
  const t = orNull(v);
  if (!t) return null;
  return /^\[([^\]]+)\]/.exec(t)?.[1] ?? t;
}

/**
 * The PAN-NZ catalogue's national (13) and named regional protected-area datasets as kind `dataset`: custodian as
 * category, dataset type (`Parks and Reserves`, `SNA` = Significant Natural Areas, a district-plan overlay) as a
 * tag, the web map or download page as the official link, licence and API type. Rows with a `-` placeholder for the
 * name (the council has no published dataset) are not datasets and are skipped. `asAt` the row's status date.
 */
function parsePan(dataDir: string): DirectoryRecord[] {
  const files: Array<[string, string]> = [
    ['pan-nz-national-protected-area-datasets.csv', '_data/national_protected_areas.csv'],
    ['pan-nz-regional-protected-area-datasets.csv', '_data/regional_protected_areas.csv'],
  ];
  const seen = new Map<string, number>();
  return files.flatMap(([file, repoPath]) =>
    readCsv(dataDir, FOLDER, file)
      .filter((row) => orNull(row['Dataset name']) !== null)
      .map((row) => {
        const custodian = clean(row['Custodian name']);
        const name = clean(row['Dataset name']);
        const base = slug(`${custodian}-${name}`, 120);
        const n = (seen.get(base) ?? 0) + 1;
        seen.set(base, n);
        const { formats, tags, first } = formatsOf(panFormats(row));
        const type = orNull(row['Dataset type']);
        const statusDate = orNull(row['STATUS update']);
        return makeDirectoryRecord({
          id: `dataset--pan-nz-${base}${n > 1 ? `-${n}` : ''}`,
          kind: 'dataset',
          title: name,
          // The catalogue's `legislative act` column names the dataset's field holding it, not an Act: not shown.
          summary: type === 'SNA' ? 'Significant Natural Areas (RMA s 6(c); district plan overlay)' : type,
          category: custodian,
          subtype: first,
          tags: [...tags, ...(type ? [type] : []), 'protected areas'],
          url: orNull(row.WebMap) ?? orNull(row['Download URL']),
          asAt: statusDate && /^\d{4}-\d{2}-\d{2}$/.test(statusDate) ? statusDate : null,
          source: PAN_SOURCE,
          sourceUrl: `${PAN_REPO_URL}/blob/ab6d69160bbfaf69e854b6aa5c59e7876a57cddd/${repoPath}`,
          retrievedAt: RETRIEVED_AT,
          fields: {
            formats,
            frequency: null,
            licence: licenceOf(row.License),
            catalogue: 'PAN-NZ data catalogue',
            downloadUrl: orNull(row['Download URL']),
            apiUrl: orNull(row['API URL']),
          },
        });
      }),
  );
}

/**
 * The government datasets snapshot: the data.govt.nz catalogue's captured search page (with its one captured
 * details page) and the PAN-NZ protected-area dataset catalogue. Not indexed: the CKAN organisations and groups
 * (publishers and themes, not datasets) and the 2017 legacy page titles (no publisher, format or working URL).
 */
export function parseDatasetsCatalogue(dataDir: string): DirectoryRecord[] {
  return [...parseCkan(dataDir), ...parsePan(dataDir)];
}
