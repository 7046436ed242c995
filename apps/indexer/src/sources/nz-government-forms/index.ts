import { defineSource } from '../_shared/define-source';
import { parseGovernmentForms } from './parse';

/** `nz-government-forms`: form numbers and titles of IRD, Immigration NZ and Ministry of Justice forms. */
export const nzGovernmentForms = defineSource({
  id: 'nz-government-forms',
  name: 'NZ government forms (IRD, Immigration NZ, Ministry of Justice)',
  domain: 'government',
  index: 'directory',
  parse: (dataDir) => parseGovernmentForms(dataDir),
  sanity: { minCount: 50 },
});
