import { defineSource } from '../_shared/define-source';
import { fetchLegislationFeed, parseFetchedLegislationFeed } from './live';
import { parseRecordedFeed } from './parse';

/**
 * `legislation-atom-feed`: legislation.govt.nz's Atom feed of new and changed versions of Acts, regulations and
 * bills. Snapshot: the recording of 19 May 2015 (680 entries). Live: the feed itself, every 6 hours by default.
 */
export const legislationAtomFeed = defineSource({
  id: 'legislation-atom-feed',
  name: 'legislation.govt.nz Atom feed (Parliamentary Counsel Office)',
  domain: 'legislation',
  index: 'directory',
  parse: parseRecordedFeed,
  sanity: { minCount: 600 },
  fetch: fetchLegislationFeed,
  parseFetched: parseFetchedLegislationFeed,
  schedule: { every: 6 * 3_600_000 },
});
