import { defineSource } from '../_shared/define-source';
import { parseImperialActs } from './parse';

/** `pco-imperial-acts`: the 15 Imperial Acts in force in NZ, full text. */
export const pcoImperialActs = defineSource({
  id: 'pco-imperial-acts',
  name: 'Parliamentary Counsel Office (legislation.govt.nz), Imperial Acts',
  domain: 'legislation',
  index: 'documents',
  parse: (dataDir) => parseImperialActs(dataDir),
  sanity: { minYear: 1200, minCount: 15 },
});
