/**
 * Extracts the section texts of named Acts from a local clone of the gitlaw-nz repository (Markdown copies of
 * legislation.govt.nz reprints) into the JSON Lines shape of data/legislation-fulltext-principal
 * (one record per long title, section and schedule), gzipped. Used to build
 * data/legislation-fulltext-repealed/ (see its PROVENANCE.md for which Acts and why).
 *
 * Run: `pnpm --filter @aotearoa/indexer exec tsx scripts/extract-gitlaw-acts.ts <clone> <out.jsonl.gz> <title>…`
 * where <clone> is a git checkout (or bare repository) of gitlaw-nz; each title is read from `acts/<initial>/<title>.md`
 * at HEAD. Throws when a title is missing or parses to no section.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { type GitlawRecord, parseGitlawAct } from '../src/sources/pco-acts/full-text/gitlaw-markdown';

function main(): void {
  const [clone, outPath, ...titles] = process.argv.slice(2);
  if (!clone || !outPath || titles.length === 0)
    throw new Error('usage: extract-gitlaw-acts.ts <gitlaw-nz clone> <out.jsonl.gz> <Act title>…');
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', clone, ...args], { encoding: 'utf8', maxBuffer: 1 << 30 });
  const commit = git('rev-parse', 'HEAD').trim();
  const records: GitlawRecord[] = [];
  for (const title of titles) {
    const path = `acts/${title[0]}/${title}.md`;
    const parsed = parseGitlawAct(git('show', `HEAD:${path}`), path, commit);
    console.log(`${title}: ${parsed.length} records, as at ${parsed[0]?.version_date_or_as_at ?? 'unknown'}`);
    records.push(...parsed);
  }
  writeFileSync(outPath, gzipSync(`${records.map((r) => JSON.stringify(r)).join('\n')}\n`));
  console.log(`${records.length} records from ${titles.length} Acts → ${outPath} (commit ${commit})`);
}

main();
