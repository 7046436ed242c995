import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DirectoryRecord } from '@aotearoa/contracts';
import { readData } from '../_shared/common';
import { makeDirectoryRecord } from '../_shared/directory-record';

/**
 * Date the shared data collection was compiled (its README's second pass): the retrieved-at date of a folder whose
 * README row and PROVENANCE.md name no date at all.
 */
export const COLLECTION_DATE = '2026-11-22';

/** One row of the data README's table. */
export interface ReadmeRow {
  folder: string;
  what: string;
  records: string;
  licence: string;
  snapshot: string;
}

const plain = (s: string) => s.replace(/\*\*/g, '').replace(/`/g, '').trim();

/**
 * The rows of the table in `data/README.md` (`| \`folder/\` | what | records | licence | snapshot |`), in order.
 * Cells are split on ' | ' so a '|' inside a cell must not be surrounded by spaces.
 */
export function parseReadmeTable(text: string): ReadmeRow[] {
  const rows: ReadmeRow[] = [];
  for (const line of text.split('\n')) {
    if (!/^\|\s*`[^`]+\/`\s*\|/.test(line)) continue;
    const cells = line.split(' | ').map((c) => c.replace(/^\|\s*/, '').replace(/\s*\|$/, ''));
    if (cells.length < 5) continue;
    const [folder = '', what = '', records = '', licence = '', snapshot = ''] = cells.map(plain);
    rows.push({ folder: folder.replace(/\/$/, ''), what, records, licence, snapshot });
  }
  return rows;
}

/** Categories, by the first rule whose words the folder name or description contains. */
const CATEGORY_RULES: Array<[string, RegExp]> = [
  ['Reference', /glossary/i],
  ['Parliament', /Hansard|Parliament|\bbills?\b/i],
  ['Case law & tribunals', /judgments?|decisions?|determinations|tribunal|JDO/i],
  ['Legislation', /\bActs?\b|legislation|regulations?|statut/i],
  [
    'Government & local',
    /government|council|ministr|forms?\b|plans?\b|bylaws|building code|environmental|datasets?/i,
  ],
  ['News & updates', /news|feeds?|Gazette/i],
  [
    'Legal services & research',
    /centres?|helplines|law[ -]schools|journals?|scholarship|organisations|grants|databases/i,
  ],
];

/**
 * Category of a data folder: the first of Reference (glossaries), Parliament, Case law & tribunals, Legislation,
 * Government & local, News & updates, Legal services & research whose words occur in the folder's name (e.g.
 * `legislation-nz-mcp-fixtures` → Legislation), else in its description (e.g. Hansard → Parliament); else
 * 'Reference'.
 */
export function categoryOf(folder: string, what: string): string {
  for (const text of [folder, what]) {
    const hit = CATEGORY_RULES.find(([, re]) => re.test(text));
    if (hit) return hit[0];
  }
  return 'Reference';
}

/** Kinds of content, each by its words in the description. */
const CONTENT_TYPES: Array<[string, RegExp]> = [
  ['Judgments & decisions', /judgments?|decisions?|determinations/i],
  ['Legislation', /\bActs?\b|legislation/i],
  ['Regulations', /regulations?/i],
  ['Bills', /\bbills?\b/i],
  ['Parliamentary debates', /Hansard|speech turns|debates/i],
  ['Full text', /full[- ]text|fragments?|by section/i],
  ['Metadata', /metadata|index|citations?|headings/i],
  ['Glossary', /glossary/i],
  ['Scholarship', /scholarship|articles|theses|journals?|reviews?\b/i],
  ['Directory', /centres|helplines|organisations|directory|law schools|councils/i],
  ['Forms', /\bforms?\b/i],
  ['Fees', /\bfees?\b/i],
  ['Grants & awards', /grants|scholarships|prizes/i],
  ['Research databases', /databases/i],
  ['News', /news|headlines/i],
  ['Plans & bylaws', /\bplans?\b|bylaws/i],
  ['Dataset catalogue', /datasets?|catalogue/i],
  ['XML', /\bXML\b/],
];

/** File formats by extension. */
const FORMATS: Array<[string, RegExp]> = [
  ['JSON Lines', /\.jsonl(\.gz)?$/],
  ['JSON', /\.json$/],
  ['CSV', /\.csv$/],
  ['XML', /\.xml$/],
  ['Text', /\.txt$/],
];

/**
 * Data types of a folder: the kinds of content its description names (in CONTENT_TYPES order), then the file formats
 * of the files it holds (PROVENANCE.md aside). Example: Hansard bills and speech turns in `.jsonl` files →
 * ['Bills', 'Parliamentary debates', 'JSON Lines'].
 */
export function dataTypesOf(what: string, files: readonly string[]): string[] {
  const out = CONTENT_TYPES.filter(([, re]) => re.test(what)).map(([t]) => t);
  for (const [format, re] of FORMATS)
    if (files.some((f) => re.test(f)) && !out.includes(format)) out.push(format);
  return out;
}

function listFiles(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) out.push(...listFiles(join(dir, e.name), `${prefix}${e.name}/`));
    else if (e.name !== 'PROVENANCE.md') out.push(`${prefix}${e.name}`);
  }
  return out;
}

const ISO_DATE = /\b(?:19|20)\d{2}-\d{2}-\d{2}\b/g;

/**
 * Retrieved-at date of a folder: the first full date in its README snapshot cell, else the latest date its
 * PROVENANCE.md names (its compilation or the upstream commit it copies) up to COLLECTION_DATE, else COLLECTION_DATE.
 */
export function retrievedAtOf(snapshot: string, provenance: string): string {
  const inRow = snapshot.match(ISO_DATE)?.[0];
  if (inRow) return inRow;
  const dates = (provenance.match(ISO_DATE) ?? []).filter((d) => d <= COLLECTION_DATE).sort();
  return dates.at(-1) ?? COLLECTION_DATE;
}

/**
 * The upstream of a folder: the first GitHub repository its PROVENANCE.md names (as an address or as
 * 'Repo owner/name'), else null (folders compiled from
 * many public pages list them instead).
 */
export function upstreamOf(provenance: string): string | null {
  const m =
    /(?:https:\/\/)?github\.com\/([A-Za-z0-9_.-]+\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)/.exec(provenance) ??
    /\bRepo(?:sitory)?:?\s+([A-Za-z0-9_-]+\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)/.exec(provenance);
  return m ? `https://github.com/${m[1]}` : null;
}

/** The first http(s) address in a PROVENANCE.md (a page read), or null. */
function firstUrl(provenance: string): string | null {
  return /https?:\/\/[^\s)`>"',]+/.exec(provenance)?.[0] ?? null;
}

/**
 * The bundled data folders listed in `data/README.md` as directory records of kind `data_source`: the README row's
 * description, record count, licence and snapshot caveats, the title line of the folder's PROVENANCE.md, its
 * category and data types (see `categoryOf`, `dataTypesOf`). `sourceUrl` is the upstream repository, else the first
 * page the PROVENANCE.md lists; a folder naming neither is left out. `fields` = contracts `NzDataSourceSchema`
 * without provenance.
 */
export function parseDataSources(dataDir: string): DirectoryRecord[] {
  const out: DirectoryRecord[] = [];
  for (const row of parseReadmeTable(readData(dataDir, 'README.md'))) {
    const provenance = readData(dataDir, row.folder, 'PROVENANCE.md');
    const upstream = upstreamOf(provenance);
    const sourceUrl = upstream ?? firstUrl(provenance);
    if (!sourceUrl) continue;
    const title = /^#\s+(.+)$/m.exec(provenance)?.[1]?.trim() ?? row.folder;
    const name = title.includes(' — ') ? title.split(' — ').slice(1).join(' — ') : title;
    const category = categoryOf(row.folder, row.what);
    const dataTypes = dataTypesOf(row.what, listFiles(join(dataDir, row.folder)));
    out.push(
      makeDirectoryRecord({
        id: `data_source--${row.folder}`,
        kind: 'data_source',
        title: name,
        summary: row.what,
        text: [row.folder, row.licence, row.snapshot].join(' · '),
        category,
        status: 'snapshot',
        tags: dataTypes,
        url: upstream,
        source: 'Bundled data snapshots (data README and each folder’s PROVENANCE.md)',
        sourceUrl,
        retrievedAt: retrievedAtOf(row.snapshot, provenance),
        fields: {
          folder: row.folder,
          name,
          description: row.what,
          records: row.records,
          licence: row.licence,
          snapshot: row.snapshot,
          baseUrl: upstream,
          category,
          dataTypes,
          status: 'snapshot',
        },
      }),
    );
  }
  return out;
}
