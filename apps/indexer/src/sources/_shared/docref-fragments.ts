/** Reading and rendering of docref.org fragment files (the Social Security Act and Regulations 2018). */
import { clean, decodeEntities, readJson } from './common';

export const SSA_FOLDER = 'legislation-fulltext-ssa';
export const SSA_ACT_FILE = 'nz-social-security-act-2018.docref-ssa-245.json';
export const SSA_REGS_FILE = 'nz-social-security-regulations-2018.docref-ssar-186.json';
/** Snapshot date: the commit that added the files upstream (PROVENANCE.md). */
export const SSA_RETRIEVED_AT = '2025-08-20';
export const SSA_SNAPSHOT_NOTE =
  'Point-in-time copy c.2025 via docref.org; version ("as at") date unknown — check legislation.govt.nz.';

/** One docref fragment: `id` encodes part/subpart/section/subsection/paragraph; `c` is its text. */
export interface DocrefFragment {
  id: string;
  c: string;
  url: string;
}

/** An instrument rendered section by section. */
export interface RenderedInstrument {
  /** Heading lines: `s 3 Purpose of this Act` (Act) / `r 3 Interpretation` (regulations), `Part 1 …`, `Schedule 1 cl 54 …`. */
  headings: string[];
  /** Number of sections (regulations) rendered, schedule clauses included. */
  sections: number;
  /** Heading line then the provision's text lines; a blank line before every heading. */
  content: string;
}

/**
 * Cleans a docref text: markdown links → their text, `==term==` → term, `_see_` → see (also in brackets: `(_see_ …)`),
 * `<br>` → space, HTML entities decoded (`Children’s &amp; Grandchildren’s` → `&`).
 */
export function cleanFragmentText(c: string): string {
  return clean(
    decodeEntities(c)
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/==([^=]+)==/g, '$1')
      .replace(/(^|[\s([])_([^_]+)_(?=[\s.,;:)\]]|$)/g, '$1$2')
      .replace(/<br\s*\/?>/gi, ' '),
  );
}

const SECTION_RE = /^(?:(sch[\dA-Z]+)-)?(?:part[\dA-Z]+-)?(?:subpart[\dA-Z]+-)?s([\dA-Z]+)$/;
const PART_RE = /^(?:(sch[\dA-Z]+)-)?part([\dA-Z]+)$/;
const SUBPART_RE = /^(?:(sch[\dA-Z]+)-)?part[\dA-Z]+-subpart([\dA-Z]+)$/;
const SCHEDULE_RE = /^sch([\dA-Z]+)$/;

/**
 * Renders docref fragments (in file order) into section-headed text. `prefix` is `s` for an Act, `r` for
 * regulations. A container fragment (empty `c`) opens a Part, subpart, schedule or section; its `-label` / `-title`
 * fragments give the heading; every other fragment's text becomes one line.
 */
export function renderFragments(fragments: DocrefFragment[], prefix: 's' | 'r'): RenderedInstrument {
  const byId = new Map(fragments.map((f) => [f.id, f]));
  const lines: string[] = [];
  const headings: string[] = [];
  let sections = 0;
  const consumed = new Set<string>();
  for (const f of fragments) {
    if (consumed.has(f.id)) continue;
    const title = cleanFragmentText(byId.get(`${f.id}-title`)?.c ?? '');
    let heading: string | null = null;
    const sec = SECTION_RE.exec(f.id);
    const sub = sec ? null : SUBPART_RE.exec(f.id);
    const part = sec || sub ? null : PART_RE.exec(f.id);
    const sch = sec || sub || part ? null : SCHEDULE_RE.exec(f.id);
    if (sec) {
      const name = sec[1] ? `Schedule ${sec[1].slice(3)} cl ${sec[2]}` : `${prefix} ${sec[2]}`;
      heading = clean(`${name} ${title}`);
      sections += 1;
    } else if (sub) {
      heading = /^subpart/i.test(title) ? title : clean(`Subpart ${sub[2]} ${title}`);
    } else if (part) {
      heading = clean(`${part[1] ? `Schedule ${part[1].slice(3)} ` : ''}Part ${part[2]} ${title}`);
    } else if (sch) {
      heading = clean(`Schedule ${sch[1]} ${title}`);
    }
    if (heading !== null) {
      consumed.add(`${f.id}-title`);
      consumed.add(`${f.id}-label`);
      if (lines.length > 0) lines.push('');
      lines.push(heading);
      headings.push(heading);
      continue;
    }
    const text = cleanFragmentText(f.c);
    if (text) lines.push(text);
  }
  return { headings, sections, content: lines.join('\n') };
}

/** Reads one of the two docref files. Throws when it is not a non-empty array of {id, c, url}. */
export function readFragments(dataDir: string, file: string): DocrefFragment[] {
  const data = readJson<unknown>(dataDir, SSA_FOLDER, file);
  if (!Array.isArray(data) || data.length === 0)
    throw new Error(`${SSA_FOLDER}/${file}: expected a non-empty array`);
  for (const f of data as DocrefFragment[]) {
    if (typeof f.id !== 'string' || typeof f.c !== 'string') {
      throw new Error(`${SSA_FOLDER}/${file}: fragment without id/c`);
    }
  }
  return data as DocrefFragment[];
}
