/**
 * `pnpm eval` — measures plain-language retrieval on the development set of everyday situations.
 *
 * For each situation in infra/eval/situations-dev.jsonl (see README.md there), searches it as typed with
 * `GET {EVAL_API_URL}/api/search?query=…&limit=10` and finds the rank of the first result whose title (or a former /
 * alternative title) is one of the expected Acts, after folding macrons, case and punctuation. Prints recall@5
 * (share of situations with an expected Act in the first 5 results), MRR (mean of 1/rank of the first hit, 0 when
 * none in the first 10) and a per-area table, worst areas first.
 *
 * Environment: EVAL_API_URL (default http://localhost:8080). Flags: --misses (list the situations missed at 5 with
 * their top 5 titles), --json FILE (write per-situation ranks), --set FILE (another JSONL set of the same shape),
 * --sentences N (also search N passages of 16 words taken from random indexed sections (fixed seed) and report how
 * often that section's Act comes first and how often the section is listed under it; with --misses, the passages
 * whose section is not listed under the first card), --explain (searches with `explain=true`; with --misses, each
 * listed result shows the rankings that hold it and its place in each, as the API's `explanation` gives them:
 * `words#2 meaning_acts#1 cited#4 ×1.42`, the last figure the authority prior).
 * Exits non-zero when the API does not answer. It is a measuring script, not a test: it asserts nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DATA_DIR, readActSections } from '@aotearoa/indexer';

interface Situation {
  id: string;
  situation: string;
  expected: string[];
  area: string;
}

interface Hit {
  id: string;
  title: string;
  sections: { pinpoint: string }[];
  metadata?: { former_titles?: string[]; alternative_titles?: string[] };
}

const { values } = parseArgs({
  options: {
    misses: { type: 'boolean', default: false },
    json: { type: 'string' },
    set: { type: 'string' },
    sentences: { type: 'string' },
    explain: { type: 'boolean', default: false },
  },
});

const API = (process.env.EVAL_API_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const SET = values.set ?? resolve(import.meta.dirname, 'situations-dev.jsonl');

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

/** One document's line of the API's `explanation` (`--explain`). */
interface Explained {
  id: string;
  rankings: { ranking: string; place: number }[];
  authority: number | null;
  moved: string | null;
}

/** Explanations by document id, from the last searches made with `--explain`. */
const explained = new Map<string, Explained>();

/** `words#2 meaning_acts#1 ×1.42` for a document of the last search, or '' without `--explain`. */
function why(id: string): string {
  const e = explained.get(id);
  if (!e) return '';
  const places = e.rankings.map((r) => `${r.ranking}#${r.place}`).join(' ');
  const authority = e.authority === null ? '' : ` ×${e.authority.toFixed(2)}`;
  return ` (${places}${authority}${e.moved ? ` ${e.moved}` : ''})`;
}

async function search(query: string): Promise<Hit[]> {
  const params = new URLSearchParams({ query, limit: '10', ...(values.explain ? { explain: 'true' } : {}) });
  const url = `${API}/api/search?${params}`;
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url);
    if (res.status === 429 && attempt < 5) {
      await new Promise((r) => setTimeout(r, 1000 * (attempt + 1)));
      continue;
    }
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    const body = (await res.json()) as { documents: Hit[]; explanation?: { documents: Explained[] } };
    explained.clear();
    for (const e of body.explanation?.documents ?? []) explained.set(e.id, e);
    return body.documents;
  }
}

function rankOf(hits: Hit[], expected: string[]): number {
  const want = new Set(expected.map(foldText));
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i];
    if (!h) continue;
    const titles = [h.title, ...(h.metadata?.former_titles ?? []), ...(h.metadata?.alternative_titles ?? [])];
    if (titles.some((t) => want.has(foldText(t)))) return i + 1;
  }
  return 0;
}

async function main() {
  const set = readFileSync(SET, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Situation);
  const rows: { s: Situation; rank: number; top: string[] }[] = [];
  const started = Date.now();
  for (const s of set) {
    const hits = await search(s.situation);
    rows.push({
      s,
      rank: rankOf(hits, s.expected),
      top: hits
        .slice(0, 5)
        .map((h) => `${h.title}${h.sections.length ? ` [${h.sections[0]?.pinpoint}]` : ''}${why(h.id)}`),
    });
  }
  const ms = Date.now() - started;
  const r5 = (rs: typeof rows) => rs.filter((r) => r.rank > 0 && r.rank <= 5).length / rs.length;
  const mrr = (rs: typeof rows) => rs.reduce((a, r) => a + (r.rank > 0 ? 1 / r.rank : 0), 0) / rs.length;
  const areas = new Map<string, typeof rows>();
  for (const r of rows) areas.set(r.s.area, [...(areas.get(r.s.area) ?? []), r]);

  if (values.misses) {
    console.log('Missed at 5:');
    for (const r of rows.filter((x) => x.rank === 0 || x.rank > 5)) {
      console.log(`- ${r.s.id} [${r.s.area}] ${r.s.situation}`);
      console.log(`    expected: ${r.s.expected.join('; ')} (rank ${r.rank || '>10'})`);
      console.log(`    got: ${r.top.join(' | ')}`);
    }
    console.log('');
  }
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);
  console.log(`${'area'.padEnd(26)} ${'n'.padStart(3)} ${'R@5'.padStart(7)} ${'MRR'.padStart(6)}`);
  for (const [area, rs] of [...areas].sort((a, b) => r5(a[1]) - r5(b[1]) || a[0].localeCompare(b[0]))) {
    console.log(
      `${area.padEnd(26)} ${String(rs.length).padStart(3)} ${pct(r5(rs))} ${mrr(rs).toFixed(3).padStart(6)}`,
    );
  }
  console.log('');
  console.log(
    `situations: ${rows.length}   recall@5: ${pct(r5(rows)).trim()}   MRR: ${mrr(rows).toFixed(3)}`,
  );
  console.log(
    `API: ${API}   ${(ms / rows.length).toFixed(0)} ms per search (sequential, uncached or cached)`,
  );
  if (values.json) {
    writeFileSync(
      values.json,
      JSON.stringify(
        rows.map((r) => ({ id: r.s.id, rank: r.rank, top: r.top })),
        null,
        1,
      ),
    );
  }
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), so every run samples the same passages. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The `--sentences N` check: a passage of a section finds its Act first, with the section listed. A passage the
 * bundled text holds in more than one Act (formal wording Acts share: "may, of its own motion or on the application
 * of any party") cannot single out one of them; those are counted apart, where a first card holding the passage
 * (and a section of it that holds the passage) is as right as any.
 */
async function sentences(n: number) {
  const all = [...readActSections(DATA_DIR).values()].flat();
  const pool = all.filter((s) => s.kind === 'section' && !s.repealed && s.text.split(/\s+/).length > 25);
  const texts = all.map((s) => ({ actTitle: s.actTitle, pinpoint: s.pinpoint, words: foldText(s.text) }));
  const rand = seeded(7);
  const count = {
    first: 0,
    listed: 0,
    unique: 0,
    uniqueFirst: 0,
    uniqueListed: 0,
    sharedFirst: 0,
    sharedListed: 0,
  };
  for (let k = 0; k < n; k++) {
    const s = pool[Math.floor(rand() * pool.length)];
    if (!s) continue;
    const words = s.text.split(/\s+/);
    const at = Math.floor(rand() * Math.max(1, words.length - 20));
    const passage = words.slice(at, at + 16).join(' ');
    const passageWords = foldText(passage);
    const holders = texts.filter((t) => t.words.includes(passageWords));
    const holderActs = [...new Set(holders.map((t) => t.actTitle))];
    const hits = await search(passage);
    const top = hits[0];
    // The sections' copy names an Act as it was titled then (2015): a card under its later name counts too.
    const isFirst = top !== undefined && rankOf([top], [s.actTitle]) === 1;
    const isListed = isFirst && top.sections.some((x) => x.pinpoint === s.pinpoint);
    if (isFirst) count.first++;
    if (isListed) count.listed++;
    // Sections of the first card's Act that hold the passage (the source section, or one with the same words).
    const heldPinpoints = new Set(
      holders.filter((t) => top !== undefined && rankOf([top], [t.actTitle]) === 1).map((t) => t.pinpoint),
    );
    const heldListed = top?.sections.some((x) => heldPinpoints.has(x.pinpoint)) ?? false;
    const shared = holderActs.length > 1;
    if (shared) {
      if (top !== undefined && rankOf([top], holderActs) === 1) count.sharedFirst++;
      if (heldListed) count.sharedListed++;
    } else {
      count.unique++;
      if (isFirst) count.uniqueFirst++;
      if (isFirst && heldListed) count.uniqueListed++;
    }
    if (values.misses && !(isFirst && heldListed)) {
      console.log(`- "${passage}"`);
      console.log(
        `    from: ${s.actTitle}, ${s.pinpoint}${shared ? `; also in ${holderActs.filter((a) => a !== s.actTitle).join('; ')}` : ''}`,
      );
      console.log(
        `    got: ${top ? `${top.title} [${top.sections.map((x) => x.pinpoint).join(', ')}]` : 'nothing'}`,
      );
    }
  }
  const pc = (k: number, of: number) => `${k}/${of} (${((k / Math.max(1, of)) * 100).toFixed(1)}%)`;
  console.log(
    `sentences: ${n}   Act first: ${count.first} (${((count.first / n) * 100).toFixed(1)}%)   section listed: ${count.listed}`,
  );
  console.log(
    `  held by one Act only: ${count.unique}   its Act first: ${pc(count.uniqueFirst, count.unique)}   section listed: ${pc(count.uniqueListed, count.unique)}`,
  );
  const sharedN = n - count.unique;
  console.log(
    `  held by several Acts: ${sharedN}   one of them first: ${pc(count.sharedFirst, sharedN)}   a section holding it listed: ${pc(count.sharedListed, sharedN)}`,
  );
}

main()
  .then(() => (values.sentences ? sentences(Number(values.sentences)) : undefined))
  .catch((err: unknown) => {
    console.error(`pnpm eval: ${(err as Error).message}`);
    process.exit(1);
  });
