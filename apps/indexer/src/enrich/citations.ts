import { type CiteRef, type Document, parseNeutralCitation } from '@aotearoa/contracts';
import { bundledLawReportSeries } from './law-reports';

/**
 * What the citator reads of a document. `reports`: its own law-report citations, when its record gives them;
 * `otherTitles`: the other titles an Act is cited by (official alternative and former titles).
 */
export type CitationDoc = Pick<Document, 'id' | 'type' | 'title' | 'citation' | 'content'> & {
  reports?: string[];
  otherTitles?: string[];
};

/** An Act's other titles from its metadata (`alternative_titles`, `former_titles`). */
export function otherTitlesOf(metadata: Record<string, unknown> | undefined): string[] {
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string') : []);
  return [...list(metadata?.alternative_titles), ...list(metadata?.former_titles)];
}

/**
 * An Act title ending in "Act YYYY": up to 12 capitalised/connecting words before "Act". Candidates are looked up
 * in the title map; every suffix of the candidate is tried, so "under the Employment Relations Act 2000" finds
 * "Employment Relations Act 2000".
 */
const ACT_RE =
  /((?:[A-Z(][\w’'(),-]*\s+(?:(?:and|of|the|for|to|in|on|by|with)\s+)*){1,12})Act(\s\(No\s\d+\))?\s(\d{4})\b/g;

/** `[2017] NZHC 3297` normalised by the shared parser (spacing, acronym case); other text is only trimmed. */
export function normaliseCitation(c: string): string {
  return parseNeutralCitation(c)?.citation ?? c.replace(/\s+/g, ' ').trim();
}

/** What the citator reads of a full document: its text, and its own report citations (`parallel_citations`). */
export function citationDocOf(d: Document): CitationDoc {
  const parallel = d.metadata.parallel_citations;
  return {
    id: d.id,
    type: d.type,
    title: d.title,
    citation: d.citation,
    content: d.content,
    reports: typeof parallel === 'string' ? reportCitationsIn(parallel) : [],
    otherTitles: otherTitlesOf(d.metadata),
  };
}

// ——— Pinpoints ———

/** A paragraph pinpoint `[45]` or range `[45]–[47]` (not a bracketed year such as `[2019]`). */
const PARA = String.raw`\[(?!(?:18|19|20)\d{2}\])\d{1,4}\](?:\s*[–—-]\s*\[\d{1,4}\])?`;
/** A page pinpoint `425` or range `425–430` (law reports are cited by page). */
const PAGE = String.raw`\d{1,5}(?![\d\]])(?:\s*[–—-]\s*\d{1,5})?`;
/** Between a citation and its pinpoint: a court designation `(CA)`, a short name or note `[Paki (No 2)]`. */
const BETWEEN = String.raw`(?:\s*\((?:[A-Z][A-Za-z]{0,5}|Full Court)\))?(?:\s*\[[^\]\n]{0,80}[A-Za-z][^\]\n]{0,80}\])?\s*,?\s*`;
const CASE_PIN_PARA = new RegExp(String.raw`^${BETWEEN}at\s+(${PARA}(?:\s*(?:,|and)\s*${PARA})*)`);
const CASE_PIN_ANY = new RegExp(
  String.raw`^${BETWEEN}at\s+((?:${PARA}|${PAGE})(?:\s*(?:,|and)\s*(?:${PARA}|${PAGE}))*)`,
);

/** Abbreviations of provisions (NZ Law Style Guide r 1.1.7): singular and plural, by the word as written. */
const PROVISION_UNITS: ReadonlyArray<[RegExp, string, string]> = [
  [/^(?:ss?|sections?)$/i, 's', 'ss'],
  [/^(?:cls?|clauses?)$/i, 'cl', 'cls'],
  [/^(?:schs?|schedules?)$/i, 'sch', 'schs'],
  [/^(?:regs?|regulations?)$/i, 'reg', 'regs'],
  [/^(?:rr?|rules?)$/i, 'r', 'rr'],
  [/^(?:pts?|parts?)$/i, 'pt', 'pts'],
];
const UNIT_WORD =
  '(?:ss?|sections?|Sections?|cls?|clauses?|schs?|schedules?|Schedules?|regs?|regulations?|rr?|rules?|pts?|[Pp]arts?)';
const PROVISION_NO = String.raw`\d{1,4}[A-Z]{0,3}(?:\s?\([0-9A-Za-z]{1,5}\))*`;
/** A further subdivision in a list: `(c)` in `s 18(1)(a) and (c)`. */
const SUBDIVISION = String.raw`\([0-9A-Za-z]{1,5}\)(?:\s?\([0-9A-Za-z]{1,5}\))*`;
const PROVISION = String.raw`\b${UNIT_WORD}\.?\s*${PROVISION_NO}(?:\s*(?:[–—-]|,|and|or|to)\s*(?:${PROVISION_NO}|${SUBDIVISION}))*`;
/** `s 103 of the ` just before an Act's title. */
const ACT_PIN_BEFORE = new RegExp(String.raw`(${PROVISION})\s+of\s+(?:the\s+)?$`);
/** `, s 103` just after an Act's title and year. */
const ACT_PIN_AFTER = new RegExp(String.raw`^\s*,?\s*(${PROVISION})`);

/** One pinpoint in Style Guide spacing: single spaces, en dashes without spaces (`at [83]–[90] and [100]`). */
function tidyPinpoint(p: string): string {
  return p
    .replace(/\s+/g, ' ')
    .replace(/\s*[–—-]\s*/g, '–')
    .replace(/\s*,\s*/g, ', ')
    .replace(/(\d[A-Z]{0,3}|\))\s+\(/g, '$1(')
    .trim();
}

/**
 * A provision as the Style Guide abbreviates it: `section 103(1)` → `s 103(1)`, `ss 14 and 73` → `ss 14 and 73`,
 * `sections 5 to 7` → `ss 5–7`, `Part 9` → `pt 9`. Null when the unit is not a provision word.
 */
export function provisionPinpoint(raw: string): string | null {
  const m = /^([A-Za-z]+)\.?\s*(.+)$/.exec(raw.trim());
  if (!m?.[1] || !m[2]) return null;
  const unit = PROVISION_UNITS.find(([re]) => re.test(m[1] ?? ''));
  if (!unit) return null;
  const numbers = tidyPinpoint(m[2].replace(/\s+to\s+/g, '–'));
  // Several provisions (`ss 14 and 73`, `ss 5–7`), not one with several subdivisions (`s 18(1)(a) and (c)`).
  const several = /[–,]\s*\d|\b(?:and|or)\s+\d/.test(numbers);
  return `${several ? unit[2] : unit[1]} ${numbers}`;
}

// ——— Case citations ———

/** A case as a text cites it: its neutral citation and/or law-report citations printed together, and a pinpoint. */
export interface CaseReference {
  /** `[2014] NZCA 279`, or null when only report citations are printed. */
  neutral: string | null;
  /** Report citations printed with it, normalised: `[2014] 3 NZLR 482`, `(2006) 23 CRNZ 833`, `[2015] ERNZ 12`. */
  reports: string[];
  /** `at [36]`, `at 425–430`, or null. */
  pinpoint: string | null;
  /** Where the first citation starts in the text. */
  index: number;
}

const NEUTRAL_SRC = String.raw`\[\s*((?:18|19|20)\d{2})\s*\]\s*(NZ[A-Za-z]{1,8})\s*(\d{1,6})(?!\d)`;

const caseRegexes = new Map<string, RegExp>();
/** One regex for neutral citations and report citations of `series` (cached per list). */
function caseRegex(series: readonly string[]): RegExp {
  const key = series.join('|');
  let re = caseRegexes.get(key);
  if (!re) {
    const report = String.raw`([[(])\s*((?:18|19|20)\d{2})\s*[\])]\s*(?:(\d{1,3})\s+)?(${key})(?![A-Za-z])\s*(\d{1,5})(?!\d)`;
    re = new RegExp(`${NEUTRAL_SRC}|${report}`, 'g');
    caseRegexes.set(key, re);
  }
  return re;
}

/**
 * A law-report citation in Style Guide form: year-organised series in square brackets (`[2014] 3 NZLR 482`,
 * `[2015] ERNZ 12`), volume-organised series with the year in round brackets (`(2006) 23 CRNZ 833`).
 */
function reportCitation(
  bracket: string,
  year: string,
  volume: string | undefined,
  series: string,
  page: string,
) {
  const y = bracket === '(' ? `(${year})` : `[${year}]`;
  return [y, volume ? String(Number(volume)) : undefined, series, String(Number(page))]
    .filter(Boolean)
    .join(' ');
}

/**
 * Every case a text cites, in order: neutral citations (`[2017] NZHC 3297`) and law-report citations of the
 * given series (`[2014] 3 NZLR 482`, `(2006) 23 CRNZ 833`), any spacing or line breaks as PDF text prints them.
 * Citations separated only by a comma are parallel citations of one case (`[2014] NZCA 279, [2014] 3 NZLR 482`).
 * The pinpoint after the last of them, past a court designation `(CA)` or a short name `[Paki (No 2)]`, is kept:
 * paragraphs (`at [36]`, `at [83]–[90] and [100]`) for any case, pages (`at 425–430`) for reported ones.
 * A bracketed "neutral" form whose acronym is a report series (`[1972] NZLR 34`) is read as a report.
 */
export function findCaseReferences(
  text: string,
  series: readonly string[] = bundledLawReportSeries(),
): CaseReference[] {
  const isSeries = new Set(series.map((s) => s.toUpperCase()));
  const tokens: { neutral?: string; report?: string; start: number; end: number }[] = [];
  for (const m of text.matchAll(caseRegex(series))) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (m[2] !== undefined) {
      const court = m[2];
      if (isSeries.has(court.toUpperCase())) {
        tokens.push({ report: `[${m[1]}] ${court.toUpperCase()} ${Number(m[3])}`, start, end });
      } else {
        const nc = parseNeutralCitation(m[0]);
        if (nc) tokens.push({ neutral: nc.citation, start, end });
      }
    } else if (m[4] && m[5] && m[7] && m[8]) {
      tokens.push({ report: reportCitation(m[4], m[5], m[6], m[7], m[8]), start, end });
    }
  }
  const refs: CaseReference[] = [];
  let i = 0;
  while (i < tokens.length) {
    const first = tokens[i];
    if (!first) break;
    const group = [first];
    while (i + group.length < tokens.length) {
      const prev = group[group.length - 1];
      const next = tokens[i + group.length];
      if (
        !prev ||
        !next ||
        !/^\s*(?:\((?:[A-Z][A-Za-z]{0,5})\))?\s*,\s*$/.test(text.slice(prev.end, next.start))
      )
        break;
      group.push(next);
    }
    i += group.length;
    const last = group[group.length - 1] ?? first;
    const reports = group.flatMap((t) => (t.report ? [t.report] : []));
    const tail = text.slice(last.end, last.end + 240);
    const pin = (reports.length > 0 ? CASE_PIN_ANY : CASE_PIN_PARA).exec(tail)?.[1];
    refs.push({
      neutral: group.find((t) => t.neutral)?.neutral ?? null,
      reports,
      pinpoint: pin ? `at ${tidyPinpoint(pin)}` : null,
      index: first.start,
    });
  }
  return refs;
}

/** The report citations in a record's own field (`[2014] 2 NZLR 587; (2014) 26 PRNZ 1`), normalised. */
export function reportCitationsIn(
  text: string,
  series: readonly string[] = bundledLawReportSeries(),
): string[] {
  return findCaseReferences(text, series).flatMap((r) => r.reports);
}

// ——— Acts ———

/** An Act a text names by its title, with the provision named with it (`s 103 of the …`, `…, s 103`). */
export interface ActReference {
  title: string;
  ids: string[];
  pinpoint: string | null;
  index: number;
}

/** Every Act of `byTitle` (title → document ids) that `text` names, in order, with its pinpoint where given. */
export function findActReferences(text: string, byTitle: ReadonlyMap<string, string[]>): ActReference[] {
  const out: ActReference[] = [];
  for (const m of text.matchAll(ACT_RE)) {
    const lead = m[1] ?? '';
    const words = [...lead.matchAll(/\S+/g)];
    for (let i = 0; i < words.length; i++) {
      const title = `${words
        .slice(i)
        .map((w, j) => (j === 0 ? w[0].replace(/^\(/, '') : w[0]))
        .join(' ')} Act${m[2] ?? ''} ${m[3]}`;
      const ids = byTitle.get(title);
      if (!ids) continue;
      const start = (m.index ?? 0) + (words[i]?.index ?? 0) + (words[i]?.[0].startsWith('(') ? 1 : 0);
      const end = (m.index ?? 0) + m[0].length;
      const before = ACT_PIN_BEFORE.exec(text.slice(Math.max(0, start - 120), start))?.[1];
      const after = before ? undefined : ACT_PIN_AFTER.exec(text.slice(end, end + 80))?.[1];
      const raw = before ?? after;
      out.push({ title, ids, pinpoint: raw ? provisionPinpoint(raw) : null, index: start });
      break;
    }
  }
  return out;
}

// ——— The citator ———

/** Most pinpoints kept for one cited document in one text, and most unresolved citations kept per text. */
const MAX_PINPOINTS = 12;
const MAX_NOT_HELD = 300;

export interface Citator {
  /** Citing doc id → the OTHER indexed documents it cites (documents without citations are absent). */
  edges: Map<string, Set<string>>;
  /**
   * Citing doc id → what it cites, in order of first mention: each indexed document (`id`) with the citation as
   * first printed and the pinpoints the text gives; cases not held here have `id: null`.
   */
  refs: Map<string, CiteRef[]>;
}

/**
 * The citator over a corpus: for each document, the OTHER indexed documents its text (title + content) cites —
 * cases by neutral citation or by law-report citation (the report citations a record carries, and those printed
 * beside a held case's neutral citation anywhere in the corpus), Acts by exact title — with the pinpoints the
 * citing text gives. One scan per text; lookups in maps (no docs × titles loop).
 */
export function buildCitator(
  docs: CitationDoc[],
  series: readonly string[] = bundledLawReportSeries(),
): Citator {
  const byCitation = new Map<string, string[]>();
  const byTitle = new Map<string, string[]>();
  const byReport = new Map<string, Set<string>>();
  const addReport = (report: string, id: string) =>
    byReport.set(report, (byReport.get(report) ?? new Set()).add(id));
  for (const d of docs) {
    if (d.type === 'case_law' && d.citation) {
      const k = normaliseCitation(d.citation);
      byCitation.set(k, [...(byCitation.get(k) ?? []), d.id]);
    }
    if (d.type === 'case_law') for (const r of d.reports ?? []) addReport(r, d.id);
    if (d.type === 'legislation' || d.type === 'regulation') {
      for (const title of new Set([d.title, ...(d.otherTitles ?? [])])) {
        // An Act of a session spanning two years ("Local Legislation Act 1932–33") is cited by its whole title or
        // by its first year; ACT_RE reads both as "… Act 1932".
        const k = title
          .replace(/\s+/g, ' ')
          .trim()
          .replace(/\b(\d{4})[–-]\d{2}$/, '$1');
        if (!/\b\d{4}$/.test(k)) continue;
        byTitle.set(k, [...(byTitle.get(k) ?? []), d.id]);
      }
    }
  }
  const scanned = docs.map((d) => {
    const text = `${d.title}\n${d.content ?? ''}`;
    return { d, cases: findCaseReferences(text, series), acts: findActReferences(text, byTitle) };
  });
  // A report printed beside the neutral citation of a held judgment is that judgment's report.
  for (const { cases } of scanned) {
    for (const c of cases) {
      const ids = c.neutral ? byCitation.get(c.neutral) : undefined;
      if (ids?.length === 1 && ids[0]) for (const r of c.reports) addReport(r, ids[0]);
    }
  }
  const edges = new Map<string, Set<string>>();
  const refs = new Map<string, CiteRef[]>();
  for (const { d, cases, acts } of scanned) {
    const mentions: { index: number; ids: string[]; citation: string; pinpoint: string | null }[] = [];
    const own = d.type === 'case_law' && d.citation ? normaliseCitation(d.citation) : null;
    for (const c of cases) {
      // Its own citation (its header or listing line) is never a citation of another record that carries the
      // same one: a duplicate, or a different case under a colliding citation.
      if (own && c.neutral === own) continue;
      const byNeutral = c.neutral ? (byCitation.get(c.neutral) ?? []) : [];
      const ids = byNeutral.length
        ? byNeutral
        : [...new Set(c.reports.flatMap((r) => [...(byReport.get(r) ?? [])]))];
      mentions.push({ index: c.index, ids, citation: c.neutral ?? c.reports[0] ?? '', pinpoint: c.pinpoint });
    }
    for (const a of acts)
      mentions.push({ index: a.index, ids: a.ids, citation: a.title, pinpoint: a.pinpoint });
    mentions.sort((a, b) => a.index - b.index);
    const list = new Map<string, CiteRef>();
    let notHeld = 0;
    for (const m of mentions) {
      const targets = m.ids.filter((id) => id !== d.id);
      // Its own citation (the judgment's header) is neither a citation of itself nor of something not held.
      if (targets.length === 0 && m.ids.includes(d.id)) continue;
      const keys = targets.length ? targets : [`?${m.citation}`];
      for (const key of keys) {
        let ref = list.get(key);
        if (!ref) {
          if (key.startsWith('?') && notHeld++ >= MAX_NOT_HELD) continue;
          ref = { id: key.startsWith('?') ? null : key, citation: m.citation, pinpoints: [] };
          list.set(key, ref);
        }
        if (m.pinpoint && !ref.pinpoints.includes(m.pinpoint) && ref.pinpoints.length < MAX_PINPOINTS)
          ref.pinpoints.push(m.pinpoint);
      }
    }
    const cited = new Set([...list.values()].flatMap((r) => (r.id ? [r.id] : [])));
    if (cited.size > 0) edges.set(d.id, cited);
    if (list.size > 0) refs.set(d.id, [...list.values()]);
  }
  return { edges, refs };
}

/**
 * The citator's edges: for each document, the OTHER indexed documents its text cites (see `buildCitator`).
 * Returns citing doc id → the set of cited doc ids (documents without citations are absent).
 */
export function citationEdges(docs: CitationDoc[]): Map<string, Set<string>> {
  return buildCitator(docs).edges;
}

/**
 * How many OTHER documents cite each document (documents, not mentions), from `citationEdges`.
 * Returns doc id → count, for every document (0 when uncited).
 */
export function countCitations(docs: CitationDoc[]): Map<string, number> {
  const counts = new Map<string, number>(docs.map((d) => [d.id, 0]));
  for (const cited of citationEdges(docs).values()) {
    for (const id of cited) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
