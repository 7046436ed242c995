import { assertSane } from '../common';
import type { Source } from '../types';
import { parseSocialSecurityRegulations } from './parse';

/** `pco-regulations`: the Social Security Regulations 2018, full text by regulation. (The Act itself is in `pco-acts`.) */
export const pcoRegulations: Source = {
  id: 'pco-regulations',
  name: 'Parliamentary Counsel Office (legislation.govt.nz), via docref.org',
  async load(dataDir) {
    const docs = [parseSocialSecurityRegulations(dataDir)];
    assertSane('pco-regulations', docs);
    return docs;
  },
};
