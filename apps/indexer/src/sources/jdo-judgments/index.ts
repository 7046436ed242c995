import { defineSource } from '../_shared/define-source';
import { fetchJdo, parseFetchedJdo } from './live';
import { JDO_SOURCE_NAME, parseJdo } from './parse';

/**
 * `jdo-judgments`: JDO index records (2010–2020) and the 13 JDO judgment texts (see parse.ts).
 * Live: the newest judgments from JDO's Solr index (live.ts), daily by default ("recent cases").
 */
export const jdoJudgments = defineSource({
  id: 'jdo-judgments',
  name: JDO_SOURCE_NAME,
  domain: 'case-law',
  index: 'documents',
  parse: (dataDir) => parseJdo(dataDir),
  sanity: { minCount: 2500 },
  fetch: fetchJdo,
  parseFetched: parseFetchedJdo,
  schedule: { every: 24 * 3_600_000 },
});
