/**
 * How much of the bundled snapshot a build indexes, from `CORPUS_PROFILE`:
 * - `full` (default): everything in `data/` — the main job, the benchmark and the eval.
 * - `tests`: everything except the gzipped bulk of the 2009–2014 reprints' section text (about 650 less-used
 *   principal Acts). Their Act records stay; only their sections are left out, so the test command builds the index
 *   in a fraction of the time. The 70 Acts of the 2017–2026 snapshot and the 58 priority reprints keep every section.
 * Any other value is an error (a typo must not silently index the wrong corpus).
 */
export type CorpusProfile = 'full' | 'tests';

/** The profile named by `env.CORPUS_PROFILE` (blank: `full`). Throws on an unknown value. */
export function corpusProfile(env: Record<string, string | undefined> = process.env): CorpusProfile {
  const v = env.CORPUS_PROFILE?.trim() || 'full';
  if (v === 'full' || v === 'tests') return v;
  throw new Error(`CORPUS_PROFILE must be "full" or "tests", not "${v}"`);
}
