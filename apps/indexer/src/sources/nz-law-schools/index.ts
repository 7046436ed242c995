import { defineSource } from '../_shared/define-source';
import { parseLawSchools } from './parse';

/** `nz-law-schools`: the six New Zealand university law schools, with sourced facts (kind `law_school`). */
export const nzLawSchools = defineSource({
  id: 'nz-law-schools',
  name: 'NZ university law schools (compiled from public pages)',
  domain: 'research',
  index: 'directory',
  parse: (dataDir) => parseLawSchools(dataDir),
  sanity: { minCount: 6 },
});
