import type { Document } from '@aotearoa/contracts';

/** One ingestible dataset: parses its bundled snapshot files into Documents. */
export interface Source {
  /** Stable kebab-case id, e.g. `pco-acts`; also the BullMQ job name and the `bySource` key. */
  id: string;
  /** Human name of the publisher/dataset, e.g. 'Parliamentary Counsel Office (via OpenLaw NZ)'. */
  name: string;
  /**
   * Parses this source's bundled files under `dataDir` (the repo's data/ folder) into Documents with full `content`.
   * Rejects when a file is missing or the parse fails its sanity check (required fields, plausible dates).
   */
  load(dataDir: string): Promise<Document[]>;
}
