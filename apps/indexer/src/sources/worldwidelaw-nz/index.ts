import { assertSane } from '../common';
import type { Source } from '../types';
import { parseWorldwidelaw } from './parse';

/** `courts-tribunals-fulltext`: Courts of NZ judgments, ERA determinations, Commerce Commission decision (full text). */
export const courtsFulltext: Source = {
  id: 'courts-tribunals-fulltext',
  name: 'Courts of New Zealand, Employment Relations Authority and Commerce Commission (via worldwidelaw legal-sources)',
  async load(dataDir) {
    const docs = parseWorldwidelaw(dataDir);
    assertSane('courts-tribunals-fulltext', docs, { minCount: 31 });
    return docs;
  },
};
