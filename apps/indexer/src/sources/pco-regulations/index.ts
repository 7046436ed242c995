import { defineSource } from '../_shared/define-source';
import { parseSocialSecurityRegulations } from './parse';

/** `pco-regulations`: the Social Security Regulations 2018, full text by regulation. (The Act itself is in `pco-acts`.) */
export const pcoRegulations = defineSource({
  id: 'pco-regulations',
  name: 'Parliamentary Counsel Office (legislation.govt.nz), via docref.org',
  domain: 'legislation',
  index: 'documents',
  parse: (dataDir) => [parseSocialSecurityRegulations(dataDir)],
  sanity: { minCount: 1 },
});
