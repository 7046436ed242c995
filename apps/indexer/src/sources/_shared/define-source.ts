import type { DirectoryRecord, Document, Domain } from '@aotearoa/contracts';
import type { HttpClient } from '../../connectors/http';
import { assertSane, assertSaneDirectory, type SanityRules } from './sanity';

/** What a live connector gets to work with (issue "Live sources"): where to write, and the shared HTTP client. */
export interface FetchContext {
  /**
   * Folder laid out like the bundled `data/` folder: `fetch` writes the raw files it downloads there, in the same
   * layout and format `parse` reads, so live and snapshot data go through one parser.
   */
  outDir: string;
  /** Aborted when the job is cancelled or times out. */
  signal: AbortSignal;
  /** The shared HTTP client (timeouts, retries, per-host limit, robots.txt, conditional requests, sovereign guard). */
  http: HttpClient;
  /** The process environment (API keys such as LEGISLATION_API_KEY), so tests can pass their own. */
  env: Record<string, string | undefined>;
  /** When the run started (recorded in the fetched files as their retrieved-at date). */
  now: Date;
}

/**
 * Records a live connector's fetch folder yields, for an incremental upsert into the served index.
 * `complete` is true when the fetch listed every record the source publishes (then records of the source missing
 * from the batch count as dropped, and the batch is rejected when too many are).
 */
export type FetchedRecords =
  | { index: 'documents'; records: Document[]; complete: boolean }
  | { index: 'directory'; records: DirectoryRecord[]; complete: boolean };

/** Checks a live batch must pass before it is upserted (see `live/ingest.ts`). */
export interface LiveSanityRules {
  /** Fewest records a healthy fetch yields (default 1: an empty answer is a failure, not "no news"). */
  minCount?: number;
  /** For a complete listing: the largest share (0–1) of the source's indexed records it may drop (default 0.2). */
  maxDropShare?: number;
}

/** When a source's live connector runs: a fixed interval (ms) or a cron pattern (BullMQ job scheduler). */
export type SourceSchedule = { every: number } | { pattern: string };

interface SourceBase {
  /** Stable kebab-case id; equal to the source's folder name under `sources/`, the BullMQ job name and build key. */
  id: string;
  /** Human name of the publisher/dataset, e.g. 'Parliamentary Counsel Office (legislation.govt.nz)'. */
  name: string;
  /** The domain whose panels and procedures read this source's records. */
  domain: Domain;
  /** Checks every parsed batch must pass before it may touch an index (see `sanity.ts`). */
  sanity: SanityRules;
  /** Live connector: downloads the source's raw files (absent for snapshot-only sources). */
  fetch?: (ctx: FetchContext) => Promise<void>;
  /** How often the live connector runs; a job scheduler is registered from this (absent: snapshot only). */
  schedule?: SourceSchedule;
  /**
   * Parses what `fetch` wrote into `outDir` (the recorded API answers: JSON, XML, feeds) into records with the same
   * stable ids as `parse` gives the snapshot's copies, so a live record replaces its snapshot copy in place.
   */
  parseFetched?: (outDir: string) => FetchedRecords | Promise<FetchedRecords>;
  /** Checks of a live batch (besides every record's own checks from `sanity`). */
  liveSanity?: LiveSanityRules;
}

/** A source whose records are legal documents (Acts, judgments, debates, papers) for the `documents` index. */
export interface DocumentSource extends SourceBase {
  index: 'documents';
  /** Parses the raw files under `dataDir` (the bundled `data/`, a fetch folder or `fixtures/`) into Documents. */
  parse(dataDir: string): Document[] | Promise<Document[]>;
}

/** A source whose records are lookup entities (councils, forms, grants, …) for the `directory` index. */
export interface DirectorySource extends SourceBase {
  index: 'directory';
  /** Parses the raw files under `dataDir` (the bundled `data/`, a fetch folder or `fixtures/`) into records. */
  parse(dataDir: string): DirectoryRecord[] | Promise<DirectoryRecord[]>;
}

/** One ingestible dataset. Declare it with `defineSource` in `sources/<id>/index.ts` and list it in the registry. */
export type Source = DocumentSource | DirectorySource;

/** Records of a source, tagged with the index they go to. */
export type SourceRecords =
  | { index: 'documents'; records: Document[] }
  | { index: 'directory'; records: DirectoryRecord[] };

/** Declares a source (identity function that checks the shape; see `Source`). */
export function defineSource<S extends Source>(source: S): S {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(source.id)) {
    throw new Error(`source id '${source.id}' must be kebab-case (it is also the folder name)`);
  }
  return source;
}

/**
 * Parses a source's raw files under `dataDir` and runs its sanity checks (`rules` overrides them, e.g. a lower
 * `minCount` for a trimmed fixture).
 * @returns the records with the index they belong to.
 * @throws Error naming the source, the record and the field when the parse fails or a check does not hold.
 */
export async function loadSource(
  source: Source,
  dataDir: string,
  rules: SanityRules = source.sanity,
): Promise<SourceRecords> {
  if (source.index === 'documents') {
    const records = await source.parse(dataDir);
    assertSane(source.id, records, rules);
    return { index: 'documents', records };
  }
  const records = await source.parse(dataDir);
  assertSaneDirectory(source.id, records, rules);
  return { index: source.index, records };
}
