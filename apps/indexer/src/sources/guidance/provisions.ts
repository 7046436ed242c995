import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { CheckedAgainst, CheckedProvision, GuidanceData, LegalStatementData } from '@aotearoa/contracts';
import { FULLTEXT_SNAPSHOTS } from '../../model/legislation-text';
import { clean } from '../_shared/common';

/**
 * The provisions the guidance's statements cite, in the newest text of each Act the bundled legislation snapshots
 * hold, and the "checked against" line each statement gets from them. The two snapshots are the ones the Acts'
 * sections come from (`legislation-status-recent`: official pages of 2017–2026; `legislation-fulltext-principal`:
 * reprints of 2013–2015, used only for an Act the first does not hold).
 */
const SNAPSHOTS = [
  { files: FULLTEXT_SNAPSHOTS.recent.files, olderReprint: false },
  // Not the repealed predecessors the Acts' source also reads: a statement of law cites an Act in force.
  {
    files: FULLTEXT_SNAPSHOTS.principal.files.filter(
      ([folder]) => folder !== 'legislation-fulltext-repealed',
    ),
    olderReprint: true,
  },
] as const;

/** One provision as a snapshot prints it. */
export interface HeldProvision {
  section: string;
  heading: string;
  text: string;
  repealed: boolean;
  url: string;
}

/** The newest text of one Act held: where it is, its title and date as printed there, its sections by label. */
export interface HeldAct {
  dataset: string;
  file: string;
  actTitleInSource: string;
  versionAsAt: string | null;
  olderReprint: boolean;
  /** Section label → the provisions printed under it (a repealed section and a later one may share a number). */
  sections: Map<string, HeldProvision[]>;
}

/** An Act a statement cites: its title as the guidance writes it and, where the guidance links it, its number. */
export interface CitedAct {
  title: string;
  /** `1988 No 110`, from the Act's legislation.govt.nz address; null when the guidance gives none. */
  number: string | null;
}

/** A statement with the place it has in the guidance file (`situations/employment-dismissal/keyPoints/0`). */
export interface PlacedStatement<S> {
  id: string;
  statement: S;
}

interface RawRow {
  act_title: string;
  act_number: string;
  section: string;
  heading: string | null;
  text: string | null;
  kind: string;
  repealed: boolean;
  pco_id?: string | null;
  pco_dlm_id?: string | null;
  section_url?: string | null;
  version_as_at?: string | null;
  version_date_or_as_at?: string | null;
}

/** Section labels a pinpoint names: `ss 161(1), 179` → [161, 179]; `s 114(1), (6), (7)` → [114]. */
export function sectionLabels(pinpoint: string): string[] {
  return pinpoint
    .replace(/^ss? /, '')
    .split(/,\s*/)
    .map((p) => /^(\d+[A-Z]*)/.exec(p.trim())?.[1])
    .filter((x): x is string => x !== undefined);
}

/** `1988 No 110` from a legislation.govt.nz Act address (`…/act/public/1988/0110/…`); null for another form. */
export function actNumberFromUrl(url: string): string | null {
  const m = /\/act\/public\/(\d{4})\/(\d+)\//.exec(url);
  return m ? `${m[1]} No ${Number(m[2])}` : null;
}

/**
 * Every statement of law in the guidance, in file order, each with its place
 * (`situations|topics/<record id>/<field>[/<index>]`): a situation's key points and time limit, a topic's
 * definition, court, key provisions and time limit.
 */
export function placedStatements<S>(data: {
  situations: readonly { id: string; keyPoints: readonly S[]; timeLimit: S | null }[];
  topics: readonly {
    id: string;
    definition: S;
    relevantCourt: S | null;
    keyProvisions: readonly S[];
    timeLimit: S | null;
  }[];
}): PlacedStatement<S>[] {
  const out: PlacedStatement<S>[] = [];
  const add = (id: string, statement: S | null) => {
    if (statement) out.push({ id, statement });
  };
  for (const s of data.situations) {
    for (const [i, k] of s.keyPoints.entries()) add(`situations/${s.id}/keyPoints/${i}`, k);
    add(`situations/${s.id}/timeLimit`, s.timeLimit);
  }
  for (const t of data.topics) {
    const at = `topics/${t.id}`;
    add(`${at}/definition`, t.definition);
    add(`${at}/relevantCourt`, t.relevantCourt);
    for (const [i, k] of t.keyProvisions.entries()) add(`${at}/keyProvisions/${i}`, k);
    add(`${at}/timeLimit`, t.timeLimit);
  }
  return out;
}

/** The Acts the guidance's statements cite, each once, with the number its address in the guidance gives. */
export function citedActs(data: GuidanceData): CitedAct[] {
  const numbers = new Map<string, string>();
  const refs = [...data.situations.map((s) => s.relevantAct), ...data.topics.flatMap((t) => t.applicableLaw)];
  for (const a of refs) {
    const n = actNumberFromUrl(a.url);
    if (n) numbers.set(a.title, n);
  }
  const titles = new Set(placedStatements(data).map((p) => p.statement.source.act));
  return [...titles].map((title) => ({ title, number: numbers.get(title) ?? null }));
}

function readRows(dataDir: string, dataset: string, file: string, wanted: readonly CitedAct[]): RawRow[] {
  const path = join(dataDir, dataset, file);
  let raw: Buffer;
  try {
    raw = readFileSync(path);
  } catch (err) {
    throw new Error(`cannot read bundled data file ${dataset}/${file}: ${(err as Error).message}`);
  }
  const text = (file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
  const needles = wanted.flatMap((a) => [a.title, ...(a.number ? [a.number] : [])]);
  const rows: RawRow[] = [];
  let n = 0;
  for (const line of text.split('\n')) {
    n++;
    // Only lines naming a wanted Act are parsed: the files hold some 700 Acts.
    if (!needles.some((x) => line.includes(x))) continue;
    try {
      rows.push(JSON.parse(line) as RawRow);
    } catch {
      throw new Error(`${dataset}/${file} line ${n} is not valid JSON`);
    }
  }
  return rows;
}

const isOf = (a: CitedAct, r: RawRow) =>
  (a.number !== null && clean(r.act_number) === a.number) || clean(r.act_title) === a.title;

function provisionUrl(r: RawRow): string {
  const given = clean(r.section_url ?? '');
  if (given) return given;
  const m = /^(\d{4}) No (\d+)$/.exec(clean(r.act_number));
  const anchor = clean(r.pco_id ?? r.pco_dlm_id ?? '');
  if (!m || !anchor) return 'https://www.legislation.govt.nz/';
  return `https://www.legislation.govt.nz/act/public/${m[1]}/${(m[2] ?? '').padStart(4, '0')}/latest/${anchor}.html`;
}

/**
 * The newest text held of each of `acts`, keyed by the title the guidance writes: the 2017–2026 snapshot where it
 * holds the Act, else the 2013–2015 reprint. An Act neither holds is left out (the caller says which statement
 * needs it). Throws when a snapshot file is missing or a line naming a wanted Act is not JSON.
 */
export function readHeldActs(dataDir: string, acts: readonly CitedAct[]): Map<string, HeldAct> {
  const out = new Map<string, HeldAct>();
  for (const snap of SNAPSHOTS) {
    const missing = acts.filter((a) => !out.has(a.title));
    if (missing.length === 0) break;
    for (const [dataset, file] of snap.files) {
      for (const r of readRows(dataDir, dataset, file, missing)) {
        if (r.kind !== 'section') continue;
        const act = missing.find((a) => isOf(a, r));
        if (!act) continue;
        let held = out.get(act.title);
        if (!held) {
          held = {
            dataset,
            file,
            actTitleInSource: clean(r.act_title),
            versionAsAt: r.version_as_at ?? r.version_date_or_as_at ?? null,
            olderReprint: snap.olderReprint,
            sections: new Map(),
          };
          out.set(act.title, held);
        }
        if (held.file !== file) continue;
        const label = clean(r.section);
        const list = held.sections.get(label) ?? [];
        list.push({
          section: label,
          heading: clean(r.heading ?? ''),
          text: (r.text ?? '').trim(),
          repealed: r.repealed === true,
          url: provisionUrl(r),
        });
        held.sections.set(label, list);
      }
    }
  }
  return out;
}

/**
 * The provisions a statement cites, in the newest text held of its Act: for each section its pinpoint names, the
 * provision in force there (a repealed one only when no other carries the number).
 * @throws Error naming the statement when its Act is not held, or a section is missing or repealed.
 */
export function citedProvisions(
  placed: PlacedStatement<LegalStatementData>,
  held: ReadonlyMap<string, HeldAct>,
): { act: HeldAct; provisions: HeldProvision[] } {
  const { act: title, section } = placed.statement.source;
  const act = held.get(title);
  if (!act) throw new Error(`guidance ${placed.id}: no text of ${title} is held`);
  const labels = sectionLabels(section);
  if (labels.length === 0) throw new Error(`guidance ${placed.id}: no section in pinpoint "${section}"`);
  const provisions = labels.map((label) => {
    const list = act.sections.get(label) ?? [];
    const p = list.find((x) => !x.repealed) ?? list[0];
    if (!p)
      throw new Error(`guidance ${placed.id}: ${title} s ${label} is not in ${act.dataset}/${act.file}`);
    if (p.repealed)
      throw new Error(`guidance ${placed.id}: ${title} s ${label} is repealed in ${act.dataset}/${act.file}`);
    return p;
  });
  return { act, provisions };
}

/** The "checked against" line of a statement (see `CheckedAgainstSchema`), from the provisions it cites. */
export function checkedAgainstOf(
  placed: PlacedStatement<LegalStatementData>,
  held: ReadonlyMap<string, HeldAct>,
): CheckedAgainst {
  const { act, provisions } = citedProvisions(placed, held);
  return {
    dataset: act.dataset,
    file: act.file,
    actTitleInSource: act.actTitleInSource,
    provisions: provisions.map(
      (p): CheckedProvision => ({ section: p.section, heading: p.heading, url: p.url }),
    ),
    versionAsAt: act.versionAsAt,
    olderReprint: act.olderReprint,
  };
}
