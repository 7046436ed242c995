import { assertSane } from '../common';
import type { Source } from '../types';
import { parseImperialActs } from '../worldwidelaw-nz/parse';

/** `pco-imperial-acts`: the 15 Imperial Acts in force in NZ, full text (parser in ../worldwidelaw-nz/parse.ts). */
export const pcoImperialActs: Source = {
  id: 'pco-imperial-acts',
  name: 'Parliamentary Counsel Office (legislation.govt.nz), Imperial Acts',
  async load(dataDir) {
    const docs = parseImperialActs(dataDir);
    assertSane('pco-imperial-acts', docs, { minYear: 1200, minCount: 15 });
    return docs;
  },
};
