import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { corpusProfile } from '../../../corpus-profile';
import { FULLTEXT_SNAPSHOTS } from '../../../model/legislation-text';
import type { ActSection } from '../../../model/source-document';
import { clean } from '../../_shared/common';

/**
 * The text of the Acts, section by section, from two bundled snapshots of legislation.govt.nz:
 * - `legislation-status-recent/fulltext-*-current.jsonl(.gz)`: 70 Acts as shown on official pages of 2017–2026
 *   (PROVENANCE: joedaviesio/magna `whole.html` pages; each Act its own `version_as_at`);
 * - `legislation-fulltext-principal/acts-*.fulltext.jsonl(.gz)`: 707 principal Acts as reprinted 2009–2014
 *   (PROVENANCE: wombleton/gitlaw-nz; each Act its own `version_date_or_as_at`), and from the same source
 *   `legislation-fulltext-repealed/`: 18 Acts repealed since, whose successors have no text in the snapshots.
 * Where both hold an Act (same year and number), the newer snapshot is used for all of that Act's sections.
 * Every section keeps its own as-at date and official link; none is ever presented as current law.
 */

interface RawSection {
  act_title: string;
  year: number;
  act_number: string;
  section: string;
  heading: string | null;
  text: string | null;
  kind: ActSection['kind'];
  repealed: boolean;
  part: string | null;
  pco_dlm_id?: string | null;
  pco_id?: string | null;
  section_url?: string | null;
  version_as_at?: string | null;
  version_date_or_as_at?: string | null;
}

/** Reads a JSON Lines file, gunzipping `.gz`; throws naming the file and line on bad JSON. */
function readLines(dataDir: string, parts: readonly string[]): RawSection[] {
  const path = join(dataDir, ...parts);
  let raw: Buffer;
  try {
    raw = readFileSync(path);
  } catch (err) {
    throw new Error(`cannot read bundled data file ${parts.join('/')}: ${(err as Error).message}`);
  }
  const text = (path.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
  const out: RawSection[] = [];
  let n = 0;
  for (const line of text.split('\n')) {
    n++;
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line) as RawSection);
    } catch {
      throw new Error(`${parts.join('/')} line ${n} is not valid JSON`);
    }
  }
  return out;
}

/** `2000 No 24` → `act-2000-24`; null when the number is not in that form. */
export function actIdFromNumber(actNumber: string): string | null {
  const m = /^(\d{4}) No (\w+)$/.exec(clean(actNumber));
  return m ? `act-${m[1]}-${(m[2] ?? '').toLowerCase().replace(/^0+(?=.)/, '')}` : null;
}

/** legislation.govt.nz address of an Act's latest whole text: `…/act/public/2000/0024/latest/whole.html`. */
export function actWholeUrl(actNumber: string): string | null {
  const m = /^(\d{4}) No (\d+)$/.exec(clean(actNumber));
  if (!m) return null;
  return `https://www.legislation.govt.nz/act/public/${m[1]}/${(m[2] ?? '').padStart(4, '0')}/latest/whole.html`;
}

/**
 * Pinpoint of a provision in NZ Law Style Guide form: sections `s 103`, schedules `sch 1`, other parts by their
 * label (`long title`, `preamble`). A `(occurrence 2)` suffix the source adds to a duplicate label is dropped.
 */
export function pinpointOf(label: string, kind: ActSection['kind']): string {
  const l = clean(label.replace(/\(occurrence \d+\)/i, ''));
  if (kind === 'section') return `s ${l}`;
  if (kind === 'schedule') return `sch ${l.replace(/^schedule\s*/i, '')}`.trim();
  return l;
}

function toSection(r: RawSection, snapshot: ActSection['snapshot']): ActSection | null {
  const actId = actIdFromNumber(r.act_number);
  if (!actId || !r.act_title || !r.section) return null;
  const anchor = clean(r.pco_id ?? r.pco_dlm_id ?? '') || null;
  const whole = actWholeUrl(r.act_number);
  const url =
    clean(r.section_url ?? '') ||
    (whole && anchor ? whole.replace(/whole\.html$/, `${anchor}.html`) : whole) ||
    'https://www.legislation.govt.nz/';
  const asAt = r.version_as_at ?? r.version_date_or_as_at ?? null;
  return {
    actId,
    actTitle: clean(r.act_title),
    label: clean(r.section),
    pinpoint: pinpointOf(r.section, r.kind),
    heading: clean(r.heading ?? ''),
    text: (r.text ?? '').trim(),
    kind: r.kind,
    repealed: r.repealed === true,
    part: r.part ? clean(r.part) : null,
    anchor,
    url,
    asAt: asAt && /^\d{4}-\d{2}-\d{2}$/.test(asAt) ? asAt : null,
    snapshot,
  };
}

/**
 * Every Act's sections from the two snapshots, keyed by Act id (`act-<year>-<number>`), in source order. An Act
 * held by the 2017–2026 snapshot takes all its sections from there; the 2009–2014 reprint is used for the rest.
 * Enacting words are left out (formal words, no law). With CORPUS_PROFILE=tests the gzipped bulk of the 2009–2014 reprints is skipped.
 * Throws when a file is missing or a line is not JSON, or CORPUS_PROFILE is unknown.
 */
export function readActSections(dataDir: string): Map<string, ActSection[]> {
  // The `tests` corpus profile leaves out the gzipped bulk of the old reprints (see corpus-profile.ts).
  const bulk = corpusProfile() === 'full';
  const byAct = new Map<string, ActSection[]>();
  const add = (s: ActSection) => {
    const list = byAct.get(s.actId);
    if (list) list.push(s);
    else byAct.set(s.actId, [s]);
  };
  for (const file of FULLTEXT_SNAPSHOTS.recent.files) {
    for (const r of readLines(dataDir, file)) {
      const s = toSection(r, 'current-2017-2026');
      if (s && s.kind !== 'enacting_words') add(s);
    }
  }
  const recentActs = new Set(byAct.keys());
  for (const file of FULLTEXT_SNAPSHOTS.principal.files) {
    if (!bulk && file[1].endsWith('.gz')) continue;
    for (const r of readLines(dataDir, file)) {
      const s = toSection(r, 'reprint-2009-2014');
      if (s && s.kind !== 'enacting_words' && !recentActs.has(s.actId)) add(s);
    }
  }
  return byAct;
}
