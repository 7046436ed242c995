import { defineSource } from '../_shared/define-source';
import { parseWorldwidelaw } from './parse';

/** `courts-tribunals-fulltext`: Courts of NZ judgments, ERA determinations, Commerce Commission decision (full text). */
export const courtsTribunalsFulltext = defineSource({
  id: 'courts-tribunals-fulltext',
  name: 'Courts of New Zealand, Employment Relations Authority and Commerce Commission (via worldwidelaw legal-sources)',
  domain: 'case-law',
  index: 'documents',
  parse: (dataDir) => parseWorldwidelaw(dataDir),
  sanity: { minCount: 31 },
});
