import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusProfile } from './corpus-profile';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');

function listFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(p, out);
    else if (entry.isFile()) out.push(p);
  }
  return out;
}

/**
 * Files of `data/` the index does not read (read by the API directly): editing them must not mark the index stale.
 * `derived/vocabulary.json` is the query vocabulary (the law's word statistics) the API's query analysis reads.
 */
export const DATA_NOT_INDEXED = ['derived/vocabulary.json'] as const;

/**
 * Version of what a rebuild would produce: a SHA-256 (first 16 hex chars) over the bundled snapshot's files
 * (`data/`) and the code that shapes the index (the indexer's sources, enrichment and settings, and the
 * shared contracts), minus the data folders in DATA_NOT_INDEXED. When it differs from the version recorded with the served index, the index is stale.
 * Test files are ignored; a CORPUS_PROFILE other than `full` gives another version. Takes ~50 ms on the bundled snapshot.
 */
export function snapshotVersion(dataDir: string): string {
  const profile = corpusProfile();
  const roots = [dataDir, join(repoRoot, 'apps/indexer/src'), join(repoRoot, 'packages/contracts/src')];
  const hash = createHash('sha256');
  for (const root of roots) {
    const skip = root === dataDir ? DATA_NOT_INDEXED.map((d) => join(dataDir, d)) : [];
    const files = listFiles(root)
      .filter((f) => !/\.test\.tsx?$/.test(f))
      .filter((f) => !skip.some((p) => f === p || f.startsWith(p + sep)))
      .sort();
    for (const f of files) {
      if (statSync(f).size === 0) continue;
      hash.update(relative(repoRoot, f));
      hash.update('\0');
      hash.update(readFileSync(f));
    }
  }
  // A partial corpus is another build: an index of the tests' profile is never taken as the full one.
  if (profile !== 'full') hash.update(`\0profile:${profile}`);
  return hash.digest('hex').slice(0, 16);
}
