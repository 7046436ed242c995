import { defineSource } from '../_shared/define-source';
import { parseScholarship } from './parse';

/** `nz-legal-scholarship`: 198 bibliographic records of NZ legal scholarship. */
export const nzLegalScholarship = defineSource({
  id: 'nz-legal-scholarship',
  name: 'NZ legal scholarship bibliography',
  domain: 'research',
  index: 'documents',
  parse: (dataDir) => parseScholarship(dataDir),
  sanity: { minCount: 198 },
});
