import { type BuiltCorpus, buildCorpus } from './corpus';

/**
 * The corpus of the rebuild a worker process is working on, built once per run and process: the first
 * `ingest-source` job of a run builds it (`buildCorpus`: every source of the run parsed, enriched, and enriched
 * corpus-wide), the run's other source jobs in the same process take their share of the same build. A share is
 * let go once its source is written, and the whole build when the run ends (swapped, or failed for good), so a
 * worker holds no corpus between rebuilds. A worker process that resumes a run another one was killed in builds
 * the corpus again (the only second build). One run at a time: a new run's build replaces an older one's.
 */
interface RunCorpus {
  runId: string;
  corpus: Promise<BuiltCorpus>;
}

let current: RunCorpus | null = null;

/**
 * The corpus of run `runId` (its sources `sourceIds` under `dataDir`), built on first use. A source that fails to
 * load is recorded in the corpus's `failures` (its job throws that error); a build that throws is not kept, so the
 * next job tries again.
 */
export function corpusOfRun(runId: string, dataDir: string, sourceIds: string[]): Promise<BuiltCorpus> {
  if (current?.runId === runId) return current.corpus;
  const corpus = buildCorpus(dataDir, { sourceIds, keepGoing: true });
  const entry: RunCorpus = { runId, corpus };
  current = entry;
  corpus.catch(() => {
    if (current === entry) current = null;
  });
  return corpus;
}

/** Lets go of one source's share of run `runId` once it is written; of the whole build when none is left. */
export async function releaseSource(runId: string, sourceId: string): Promise<void> {
  const entry = current;
  if (entry?.runId !== runId) return;
  const corpus = await entry.corpus.catch(() => null);
  if (!corpus) return;
  corpus.shares.delete(sourceId);
  if (corpus.shares.size === 0 && current === entry) current = null;
}

/** Lets go of run `runId`'s build (the run swapped in, or failed for good). */
export function forgetRun(runId: string): void {
  if (current?.runId === runId) current = null;
}
