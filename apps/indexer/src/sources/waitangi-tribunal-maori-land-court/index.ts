import { defineSource } from '../_shared/define-source';
import { parseWaitangiTribunalMaoriLandCourt } from './parse';

/**
 * `waitangi-tribunal-maori-land-court`: Māori Land Court and Māori Appellate Court facts and offices, and Waitangi
 * Tribunal inquiries, reports and claims, read on stored copies of the Court's and Tribunal's pages.
 */
export const waitangiTribunalMaoriLandCourt = defineSource({
  id: 'waitangi-tribunal-maori-land-court',
  name: 'Waitangi Tribunal and Māori Land Court pages (stored copies)',
  domain: 'case-law',
  index: 'directory',
  parse: (dataDir) => parseWaitangiTribunalMaoriLandCourt(dataDir),
  sanity: { minCount: 30 },
});
