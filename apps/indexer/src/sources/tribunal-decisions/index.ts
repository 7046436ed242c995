import { defineSource } from '../_shared/define-source';
import { parseTribunalDecisions } from './parse';

/** `tribunal-decisions`: BSA, HDC and HPDT decision metadata (45 records). */
export const tribunalDecisions = defineSource({
  id: 'tribunal-decisions',
  name: 'Broadcasting Standards Authority, Health and Disability Commissioner, Health Practitioners Disciplinary Tribunal',
  domain: 'case-law',
  index: 'documents',
  parse: (dataDir) => parseTribunalDecisions(dataDir),
  sanity: { minCount: 45 },
});
