import { defineSource } from '../_shared/define-source';
import { parseActs } from './parse';

/**
 * `pco-acts`: one legislation document per Act — the c.2020 public Acts list merged with the Act outlines, the
 * Social Security Act 2018 full text, the Act XML fragments and the c.2018 titles list (see parse.ts).
 */
export const pcoActs = defineSource({
  id: 'pco-acts',
  name: 'Parliamentary Counsel Office (legislation.govt.nz, via OpenLaw NZ)',
  domain: 'legislation',
  index: 'documents',
  parse: (dataDir) => parseActs(dataDir),
  sanity: { minCount: 1837 },
});
