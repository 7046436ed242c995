import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The files a live connector's `fetch` writes and its `parseFetched` reads: the recorded answers of the source, byte
 * for byte, under the run's folder, plus `retrieved-at.txt` (the run's UTC date, `YYYY-MM-DD`), so a fetch folder
 * is also a fixture: a test replays it with the same parser.
 */

/** Name of the file holding the fetch's retrieved-at date. */
export const RETRIEVED_AT_FILE = 'retrieved-at.txt';

/** Writes `body` to `<outDir>/<path>`, creating folders. */
export function writeFetched(outDir: string, path: string, body: Buffer | string): void {
  const file = join(outDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
}

/** Records the run's retrieved-at date (UTC calendar date of `now`). */
export function writeRetrievedAt(outDir: string, now: Date): void {
  writeFetched(outDir, RETRIEVED_AT_FILE, `${now.toISOString().slice(0, 10)}\n`);
}

/** The fetch folder's retrieved-at date. @throws naming the folder when the file is missing or malformed. */
export function readRetrievedAt(outDir: string): string {
  const file = join(outDir, RETRIEVED_AT_FILE);
  const v = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v))
    throw new Error(`${outDir}: ${RETRIEVED_AT_FILE} missing or not a date`);
  return v;
}

/** Files under `<outDir>/<folder>` whose names match `re`, sorted by name ([] when the folder is absent). */
export function listFetched(outDir: string, folder: string, re: RegExp): string[] {
  const dir = join(outDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => re.test(f))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((f) => join(dir, f));
}

/** Parses a fetched JSON file. @throws naming the file when it is not JSON. */
export function readFetchedJson<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (err) {
    throw new Error(`${file}: not JSON (${(err as Error).message})`);
  }
}
