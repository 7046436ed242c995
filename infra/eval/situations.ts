/**
 * The situations check: each everyday situation of a set searched as typed, recall@5 and MRR for the set and per
 * area (see README.md).
 */
import { readFileSync } from 'node:fs';
import { type Hit, rankOf, search, why } from './api';

/** One situation of a set: one JSON object a line. */
export interface Situation {
  id: string;
  situation: string;
  expected: string[];
  area: string;
}

/** A situation's result: the rank of its first expected Act (0: none in the first 10) and its top 5 as listed. */
export interface SituationRow {
  s: Situation;
  rank: number;
  top: string[];
}

/** The situations of a JSONL file. */
export function readSet(file: string): Situation[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Situation);
}

/** Share of rows with an expected Act in the first 5. */
export const recallAt5 = (rows: readonly SituationRow[]) =>
  rows.filter((r) => r.rank > 0 && r.rank <= 5).length / Math.max(1, rows.length);
/** Mean of 1/rank of the first expected Act (0 when none in the first 10). */
export const meanReciprocalRank = (rows: readonly SituationRow[]) =>
  rows.reduce((a, r) => a + (r.rank > 0 ? 1 / r.rank : 0), 0) / Math.max(1, rows.length);

/** Searches every situation of `set` in turn (`explain`: the API's explanation for `--misses`). */
export async function runSet(set: readonly Situation[], explain: boolean): Promise<SituationRow[]> {
  const rows: SituationRow[] = [];
  for (const s of set) {
    const hits: Hit[] = await search(s.situation, explain);
    rows.push({
      s,
      rank: rankOf(hits, s.expected),
      top: hits
        .slice(0, 5)
        .map((h) => `${h.title}${h.sections.length ? ` [${h.sections[0]?.pinpoint}]` : ''}${why(h.id)}`),
    });
  }
  return rows;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);

/** Prints a set's misses (with `misses`), its per-area table (worst first) and its summary line. */
export function printSet(name: string, rows: readonly SituationRow[], misses: boolean): void {
  console.log(`\n== ${name} ==`);
  if (misses) {
    console.log('Missed at 5:');
    for (const r of rows.filter((x) => x.rank === 0 || x.rank > 5)) {
      console.log(`- ${r.s.id} [${r.s.area}] ${r.s.situation}`);
      console.log(`    expected: ${r.s.expected.join('; ')} (rank ${r.rank || '>10'})`);
      console.log(`    got: ${r.top.join(' | ')}`);
    }
    console.log('');
  }
  const areas = new Map<string, SituationRow[]>();
  for (const r of rows) areas.set(r.s.area, [...(areas.get(r.s.area) ?? []), r]);
  console.log(`${'area'.padEnd(26)} ${'n'.padStart(3)} ${'R@5'.padStart(7)} ${'MRR'.padStart(6)}`);
  for (const [area, rs] of [...areas].sort(
    (a, b) => recallAt5(a[1]) - recallAt5(b[1]) || a[0].localeCompare(b[0]),
  )) {
    console.log(
      `${area.padEnd(26)} ${String(rs.length).padStart(3)} ${pct(recallAt5(rs))} ${meanReciprocalRank(rs).toFixed(3).padStart(6)}`,
    );
  }
  console.log(
    `${name}: situations ${rows.length}   recall@5 ${pct(recallAt5(rows)).trim()}   MRR ${meanReciprocalRank(rows).toFixed(3)}`,
  );
}
