import { assertSane } from '../common';
import type { Source } from '../types';
import { parseActs } from './parse';

/**
 * `pco-acts`: one legislation document per Act — the c.2020 public Acts list merged with the Act outlines, the
 * Social Security Act 2018 full text, the Act XML fragments and the c.2018 titles list (see parse.ts).
 */
export const pcoActs: Source = {
  id: 'pco-acts',
  name: 'Parliamentary Counsel Office (legislation.govt.nz, via OpenLaw NZ)',
  async load(dataDir) {
    const docs = parseActs(dataDir);
    assertSane('pco-acts', docs, { minCount: 1837 });
    return docs;
  },
};
