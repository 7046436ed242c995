import { assertSane } from '../common';
import type { Source } from '../types';
import { parseTribunalDecisions } from './parse';

/** `tribunal-decisions`: BSA, HDC and HPDT decision metadata (45 records). */
export const tribunalDecisions: Source = {
  id: 'tribunal-decisions',
  name: 'Broadcasting Standards Authority, Health and Disability Commissioner, Health Practitioners Disciplinary Tribunal',
  async load(dataDir) {
    const docs = parseTribunalDecisions(dataDir);
    assertSane('tribunal-decisions', docs, { minCount: 45 });
    return docs;
  },
};
