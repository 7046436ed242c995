import { defineSource } from '../_shared/define-source';
import { parseJournals } from './parse';

/** `nz-law-journals`: 18 New Zealand law journals and reviews (facts read on their own or publishers' pages). */
export const nzLawJournals = defineSource({
  id: 'nz-law-journals',
  name: 'NZ law journals and reviews (compiled from public pages)',
  domain: 'research',
  index: 'directory',
  parse: (dataDir) => parseJournals(dataDir),
  sanity: { minCount: 10 },
});
