import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Document, EXAMPLE_SEARCHES, LEGAL_AREAS } from '@aotearoa/contracts';

/** One benchmark query: the API's REST query string and the same search's parameters. */
export interface BenchQuery {
  kind: 'situation' | 'situation-filtered' | 'act-name' | 'citation' | 'filtered' | 'page-2';
  params: Record<string, string | string[]>;
  apiQueryString: string;
}

/**
 * The plain-language situations of the retrieval evaluation (`infra/eval/situations-dev.jsonl`: everyday
 * descriptions of legal problems written for the evaluation, each with the Act a reader should find). The
 * benchmark reuses their text as real user-style queries; it does not need the expected answers.
 */
const SITUATIONS_FILE = fileURLToPath(new URL('../eval/situations-dev.jsonl', import.meta.url));

/** The evaluation's areas mapped to the index's legal areas (only the ones that exist as a filter value). */
const AREA_FILTER: Record<string, string> = {
  employment: 'employment',
  family: 'family',
  criminal: 'criminal',
  consumer: 'consumer',
  tenancy: 'tenancy',
  'land-building': 'property',
  'human-rights': 'human_rights',
  benefits: 'social_security',
  tax: 'tax',
  immigration: 'immigration',
  health: 'health',
  'maori-land-treaty': 'treaty_maori_land',
  environment: 'environmental',
  acc: 'accident_compensation',
  'courts-tribunals': 'civil_procedure',
  business: 'commercial',
};

function qs(params: Record<string, string | string[]>): string {
  const u = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const x of Array.isArray(v) ? v : [v]) u.append(k, x);
  return u.toString();
}

/** Every `step`-th element of `list`, at most `n` of them (a deterministic spread over the corpus). */
function spread<T>(list: T[], n: number): T[] {
  const step = Math.max(1, Math.floor(list.length / n));
  const out: T[] = [];
  for (let i = 0; i < list.length && out.length < n; i += step) out.push(list[i] as T);
  return out;
}

/** Reads the evaluation's situations: `{ situation, area }` per line. */
export function readSituations(file = SITUATIONS_FILE): Array<{ situation: string; area: string }> {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { situation: string; area: string });
}

/**
 * Builds the pool of distinct benchmark queries (≥ 2,000 on the full corpus) from real material only:
 * - the evaluation's plain-language situations and the main page's example searches, as typed, then filtered by
 *   their legal area, and restricted to legislation;
 * - Act names from the corpus (500 Acts spread over the corpus: full title, and the name without its year);
 * - neutral citations of judgments in the corpus;
 * - filtered and sorted searches (document type, court, legal area, date range, sort) over words of Act titles;
 * - page 2 of some of the above.
 * The order is deterministic; `zipfSequence` decides how often each is asked.
 */
export function buildQueryPool(documents: Document[]): BenchQuery[] {
  const acts = documents.filter((d) => d.type === 'legislation');
  const cases = documents.filter((d) => d.type === 'case_law' && d.citation);
  const out: BenchQuery[] = [];
  const add = (kind: BenchQuery['kind'], params: Record<string, string | string[]>) =>
    out.push({ kind, params, apiQueryString: qs(params) });

  const situations = readSituations();
  for (const s of situations) add('situation', { query: s.situation });
  for (const t of EXAMPLE_SEARCHES) add('situation', { query: t });
  for (const s of situations) {
    const area = AREA_FILTER[s.area];
    if (area && (LEGAL_AREAS as readonly string[]).includes(area))
      add('situation-filtered', { query: s.situation, legalAreas: area });
    add('situation-filtered', { query: s.situation, documentTypes: 'legislation' });
  }
  // 1,000 Act names at most (2,750 Acts would otherwise make up most of the pool, and of its popular head).
  const named = spread(acts, 500);
  for (const d of named) add('act-name', { query: d.title });
  for (const d of named) {
    const short = d.title.replace(/\s+\d{4}$/, '');
    if (short !== d.title) add('act-name', { query: short });
  }
  for (const d of spread(cases, 500)) add('citation', { query: d.citation ?? '' });
  const filters: Array<Record<string, string | string[]>> = [
    { documentTypes: 'legislation' },
    { documentTypes: 'case_law', sortBy: 'date_newest' },
    { documentTypes: ['case_law', 'legislation'], sortBy: 'citations' },
    { legalAreas: 'employment' },
    { courtLevels: 'High Court', dateFrom: '2015-01-01' },
    { documentTypes: 'case_law', courtLevels: ['Supreme Court', 'Court of Appeal'] },
    { legalAreas: ['family', 'tenancy'], documentTypes: 'legislation' },
    { dateFrom: '2000-01-01', dateTo: '2020-12-31', sortBy: 'date_oldest' },
  ];
  const words = [
    ...new Set(acts.flatMap((d) => d.title.split(/\s+/)).filter((w) => /^[A-Z][a-z]{4,}$/.test(w))),
  ];
  for (const [i, w] of spread(words, 400).entries())
    add('filtered', { query: w, ...(filters[i % filters.length] ?? {}) });
  for (const s of spread(situations, 50)) add('page-2', { query: s.situation, page: '2' });
  for (const d of spread(acts, 50)) add('page-2', { query: d.title, page: '2' });
  const seen = new Set<string>();
  return out.filter(
    (q) => !seen.has(q.apiQueryString) && seen.add(q.apiQueryString) && q.apiQueryString !== 'query=',
  );
}

/** A small seeded pseudo-random generator (mulberry32), so every run and k6 see the same sequence. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A request sequence of `length` pool indexes drawn from a Zipf distribution with exponent `s` (rank r asked
 * with probability ∝ 1/r^s, as query popularity on search sites roughly is). Ranks are given to the pool's
 * queries in a seeded random order, so the popular head mixes situations, Act names, citations and filtered
 * searches instead of favouring whichever kind comes first in the pool.
 */
export function zipfSequence(poolSize: number, length: number, s = 1, seed = 15): number[] {
  const rand = seededRandom(seed);
  const rankToQuery = Array.from({ length: poolSize }, (_, i) => i);
  for (let i = poolSize - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [rankToQuery[i], rankToQuery[j]] = [rankToQuery[j] as number, rankToQuery[i] as number];
  }
  const cumulative = new Float64Array(poolSize);
  let total = 0;
  for (let r = 0; r < poolSize; r++) {
    total += 1 / (r + 1) ** s;
    cumulative[r] = total;
  }
  const out: number[] = new Array(length);
  for (let k = 0; k < length; k++) {
    const x = rand() * total;
    let lo = 0;
    let hi = poolSize - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    out[k] = rankToQuery[lo] as number;
  }
  return out;
}
