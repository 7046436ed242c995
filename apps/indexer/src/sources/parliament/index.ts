import { defineSource } from '../_shared/define-source';
import { fetchBills, parseFetchedBills } from './live';
import { parseBills, parseHansard } from './parse';

/**
 * `parliament`: Hansard speech-turn sample (grouped per Hansard document), Bills API records, bill/SOP XML.
 * Live: the current bills and their stages from Parliament's Bills API (live.ts), daily by default.
 */
export const parliament = defineSource({
  id: 'parliament',
  name: 'New Zealand Parliament (Hansard and Bills API, via corpus-nz-hansard)',
  domain: 'parliament',
  index: 'documents',
  parse: (dataDir) => [...parseHansard(dataDir), ...parseBills(dataDir)],
  sanity: { minCount: 800 },
  fetch: fetchBills,
  parseFetched: parseFetchedBills,
  schedule: { every: 24 * 3_600_000 },
});
