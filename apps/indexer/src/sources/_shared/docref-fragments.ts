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

/** One provision of a docref instrument, as `fragmentSections` reads it. */
export interface FragmentSection {
  /** The provision's label as printed: `10`, `10A` (a section or regulation), a schedule's clause, Part or number. */
  label: string;
  /**
   * Pinpoint in New Zealand Law Style Guide form: `s 10` / `r 10`, `sch 1 cl 54` (a schedule's clause), `sch 4 pt 1` /
   * `sch 2` (a schedule's Part or the schedule, for their text outside clauses).
   */
  pinpoint: string;
  heading: string;
  /** The provision's text, one line a subsection or paragraph, each led by its label (`(1)`, `(a)`). */
  text: string;
  /** The Part (or schedule and Part) it sits in, as headed: `Part 2 Assistance`, `Schedule 1 Part 1 …`; or null. */
  part: string | null;
  kind: 'section' | 'schedule';
  /** The docref fragment id of the provision (`part1-s3`), for provenance. */
  fragmentId: string;
}

/** The label a text fragment's last id segment gives it: `subs2` → `(2)`, `a` → `(a)`, `ii` → `(ii)`; else ''. */
function fragmentLabel(id: string): string {
  const last = id.slice(id.lastIndexOf('-') + 1);
  const subsection = /^subs([\dA-Z]+)$/.exec(last);
  if (subsection) return `(${subsection[1]})`;
  return /^[a-z]{1,3}$/.test(last) ? `(${last})` : '';
}

/**
 * The provisions of a docref instrument (in file order), each with its own text: a section (or regulation, `prefix`
 * `r`) or a schedule's clause opens at its container fragment and runs to the next container (a provision, Part,
 * subpart or schedule); its `-title` gives the heading, its other fragments the text lines (labelled `(1)`, `(a)` as
 * their ids say). Pure.
 */
export function fragmentSections(fragments: DocrefFragment[], prefix: 's' | 'r'): FragmentSection[] {
  const byId = new Map(fragments.map((f) => [f.id, f]));
  const out: FragmentSection[] = [];
  const titleOf = (id: string) => cleanFragmentText(byId.get(`${id}-title`)?.c ?? '');
  let part: string | null = null;
  let current: (FragmentSection & { lines: string[] }) | null = null;
  const close = () => {
    if (current && current.lines.length > 0) {
      const { lines, ...section } = current;
      out.push({ ...section, text: lines.join('\n') });
    }
    current = null;
  };
  /** Opens the provision that the container fragment `id` heads (its text is the fragments after it). */
  const open = (
    id: string,
    label: string,
    pinpoint: string,
    within: string | null,
    kind: FragmentSection['kind'],
  ) => {
    current = {
      label,
      pinpoint,
      heading: titleOf(id),
      text: '',
      part: within,
      kind,
      fragmentId: id,
      lines: [],
    };
  };
  for (const f of fragments) {
    if (/-(?:title|label)$/.test(f.id) && byId.has(f.id.replace(/-(?:title|label)$/, ''))) continue;
    const sec = SECTION_RE.exec(f.id);
    const sub = sec ? null : SUBPART_RE.exec(f.id);
    const prt = sec || sub ? null : PART_RE.exec(f.id);
    const sch = sec || sub || prt ? null : SCHEDULE_RE.exec(f.id);
    if (sec || sub || prt || sch) close();
    if (sch) {
      // A schedule's own text (a dictionary, a table of rates) outside its clauses is one provision: `sch 2`.
      part = clean(`Schedule ${sch[1]} ${titleOf(f.id)}`);
      open(f.id, sch[1] ?? '', `sch ${sch[1]}`, null, 'schedule');
    } else if (prt) {
      const heading = clean(`Part ${prt[2]} ${titleOf(f.id)}`);
      const inSchedule = prt[1] ? prt[1].slice(3) : null;
      part = inSchedule ? clean(`Schedule ${inSchedule} ${heading}`) : heading;
      // A schedule's Part's own text outside its clauses: `sch 4 pt 1`.
      if (inSchedule)
        open(f.id, prt[2] ?? '', `sch ${inSchedule} pt ${prt[2]}`, `Schedule ${inSchedule}`, 'schedule');
    } else if (sec) {
      const inSchedule = sec[1] ? sec[1].slice(3) : null;
      if (!inSchedule && !f.id.includes('part')) part = null;
      if (inSchedule)
        open(
          f.id,
          sec[2] ?? '',
          `sch ${inSchedule} cl ${sec[2]}`,
          part?.startsWith('Schedule') ? part : `Schedule ${inSchedule}`,
          'schedule',
        );
      else open(f.id, sec[2] ?? '', `${prefix} ${sec[2]}`, part, 'section');
    }
    if (sec || sub || prt || sch) continue;
    if (!current || !f.id.startsWith(`${(current as FragmentSection).fragmentId}-`)) continue;
    // A cross-heading (`sch1-part1-h1`) heads the provisions after it; it is not their text.
    if (/-h\d+$/.test(f.id)) continue;
    const text = cleanFragmentText(f.c);
    if (text) (current as { lines: string[] }).lines.push(`${fragmentLabel(f.id)} ${text}`.trim());
  }
  close();
  return out;
}
