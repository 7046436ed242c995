import { defineSource } from '../_shared/define-source';
import { parseOtherCourtDecisions } from './parse';

/**
 * `nz-court-decisions-other-courts`: Employment Court, Court of Appeal, Environment Court and District / Family /
 * Youth Court decision metadata read from stored copies of public listing pages (no judgment text).
 */
export const nzCourtDecisionsOtherCourts = defineSource({
  id: 'nz-court-decisions-other-courts',
  name: 'NZ court decision listings (Employment, Court of Appeal, Environment, District, Family, Youth Courts)',
  domain: 'case-law',
  index: 'documents',
  parse: (dataDir) => parseOtherCourtDecisions(dataDir),
  sanity: { minCount: 150 },
});
