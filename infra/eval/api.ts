/**
 * The eval's client of a running API (`EVAL_API_URL`, default http://localhost:8080): one search, the rank of an
 * expected Act among its results, and the text folding titles and passages are compared by.
 */

/** A search result as the eval reads it. */
export interface Hit {
  id: string;
  title: string;
  type: string;
  sections: { pinpoint: string }[];
  metadata?: { former_titles?: string[]; alternative_titles?: string[] };
}

/** One document's line of the API's `explanation` (`explain=true`). */
interface Explained {
  id: string;
  rankings: { ranking: string; place: number }[];
  authority: number | null;
  moved: string | null;
}

export const API = (process.env.EVAL_API_URL ?? 'http://localhost:8080').replace(/\/$/, '');

/** Explanations by document id, from the last search made with `explain`. */
const explained = new Map<string, Explained>();

/**
 * Text folded for comparison: macrons and other diacritics removed, punctuation dropped, lower-case words joined by
 * single spaces (an Act's title; a passage, found in a section's text when its words follow in order).
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** `words#2 meaning_acts#1 ×1.42` for a document of the last search, or '' when it was not explained. */
export function why(id: string): string {
  const e = explained.get(id);
  if (!e) return '';
  const places = e.rankings.map((r) => `${r.ranking}#${r.place}`).join(' ');
  const authority = e.authority === null ? '' : ` ×${e.authority.toFixed(2)}`;
  return ` (${places}${authority}${e.moved ? ` ${e.moved}` : ''})`;
}

/** Times a search answered 429 is asked again before the check gives up. */
const MAX_RETRIES = 10;

/**
 * The first 10 results of `GET /api/search?query=…` (with `explain=true` when `explain`), waiting and retrying on
 * 429 (as long as its `Retry-After` says: the served app allows 600 searches a minute from one address, which the
 * longer checks pass). Rejects when the API answers anything else than 200.
 */
export async function search(query: string, explain = false): Promise<Hit[]> {
  const params = new URLSearchParams({ query, limit: '10', ...(explain ? { explain: 'true' } : {}) });
  const url = `${API}/api/search?${params}`;
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url);
    if (res.status === 429 && attempt < MAX_RETRIES) {
      const seconds = Number(res.headers.get('retry-after'));
      const wait = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 + 250 : 1000 * (attempt + 1);
      await new Promise((r) => setTimeout(r, wait));
      continue;
    }
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    const body = (await res.json()) as { documents: Hit[]; explanation?: { documents: Explained[] } };
    explained.clear();
    for (const e of body.explanation?.documents ?? []) explained.set(e.id, e);
    return body.documents;
  }
}

/** Place (from 1) of the first hit whose title, former or alternative title is one of `expected`; 0 when none. */
export function rankOf(hits: Hit[], expected: string[]): number {
  const want = new Set(expected.map(foldText));
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i];
    if (!h) continue;
    const titles = [h.title, ...(h.metadata?.former_titles ?? []), ...(h.metadata?.alternative_titles ?? [])];
    if (titles.some((t) => want.has(foldText(t)))) return i + 1;
  }
  return 0;
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), so every run samples the same passages. */
export function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
