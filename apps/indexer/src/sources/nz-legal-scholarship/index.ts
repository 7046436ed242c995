import { assertSane } from '../common';
import type { Source } from '../types';
import { parseScholarship } from './parse';

/** `nz-legal-scholarship`: 198 bibliographic records of NZ legal scholarship. */
export const nzLegalScholarship: Source = {
  id: 'nz-legal-scholarship',
  name: 'NZ legal scholarship bibliography',
  async load(dataDir) {
    const docs = parseScholarship(dataDir);
    assertSane('nz-legal-scholarship', docs, { minCount: 198 });
    return docs;
  },
};
