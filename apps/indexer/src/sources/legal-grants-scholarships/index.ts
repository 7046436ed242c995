import { defineSource } from '../_shared/define-source';
import { parseGrants } from './parse';

/** `legal-grants-scholarships`: NZ legal grants, scholarships, prizes and fellowships (kind `grant`). */
export const legalGrantsScholarships = defineSource({
  id: 'legal-grants-scholarships',
  name: 'NZ legal grants, scholarships and prizes (compiled from public pages)',
  domain: 'resources',
  index: 'directory',
  parse: (dataDir) => parseGrants(dataDir),
  sanity: { minCount: 10 },
});
