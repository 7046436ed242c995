import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCorpus, recordsOf } from './corpus';
import { DATA_DIR } from './data-dir';
import { corpusOfRun, forgetRun, releaseSource } from './run-corpus';

/** Two small sources of the bundled snapshot: a documents source and a directory one. */
const SOURCES = ['tribunal-decisions', 'legal-grants-scholarships'];

describe('buildCorpus: one build, a share per source', () => {
  it("keeps each source's documents and directory records apart, chunked on demand", async () => {
    const corpus = await buildCorpus(DATA_DIR, { sourceIds: SOURCES });
    expect([...corpus.shares.keys()]).toEqual(SOURCES);
    const decisions = corpus.shares.get('tribunal-decisions');
    expect(decisions?.documents.length).toBeGreaterThan(0);
    expect(decisions?.documents.every((d) => typeof d.citation_count === 'number')).toBe(true);
    const records = decisions ? recordsOf(corpus, decisions) : [];
    expect(new Set(records.map((r) => r.doc_id)).size).toBe(decisions?.documents.length);
    expect(corpus.shares.get('legal-grants-scholarships')?.directory.length).toBeGreaterThan(0);
  });

  const empty = mkdtempSync(join(tmpdir(), 'aotearoa-no-data-'));
  afterAll(() => rmSync(empty, { recursive: true, force: true }));

  it('records a source that fails to load when asked to go on, and throws it otherwise', async () => {
    const corpus = await buildCorpus(empty, { sourceIds: ['tribunal-decisions'], keepGoing: true });
    expect(corpus.shares.size).toBe(0);
    expect(corpus.failures.get('tribunal-decisions')?.message).toBeTruthy();
    await expect(buildCorpus(empty, { sourceIds: ['tribunal-decisions'] })).rejects.toThrow();
  });
});

describe('corpusOfRun: built once per run and process, let go source by source', () => {
  it('shares one build between the jobs of a run and lets it go once every share is written', async () => {
    const first = corpusOfRun('run-a', DATA_DIR, SOURCES);
    expect(corpusOfRun('run-a', DATA_DIR, SOURCES)).toBe(first);
    const corpus = await first;
    await releaseSource('run-a', 'tribunal-decisions');
    expect(corpus.shares.has('tribunal-decisions')).toBe(false);
    expect(corpusOfRun('run-a', DATA_DIR, SOURCES)).toBe(first);
    await releaseSource('run-a', 'legal-grants-scholarships');
    const again = corpusOfRun('run-a', DATA_DIR, SOURCES);
    expect(again).not.toBe(first);
    forgetRun('run-a');
    await again;
  });
});
