import { defineSource } from '../_shared/define-source';
import { parseDatabases } from './parse';

/** `nz-legal-research-databases`: NZLII, legislation.govt.nz, Westlaw NZ, Lexis Advance, NZLR … (kind `legal_database`). */
export const nzLegalResearchDatabases = defineSource({
  id: 'nz-legal-research-databases',
  name: 'NZ legal research databases (compiled from public pages)',
  domain: 'resources',
  index: 'directory',
  parse: (dataDir) => parseDatabases(dataDir),
  sanity: { minCount: 10 },
});
