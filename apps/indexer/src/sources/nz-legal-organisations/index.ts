import { defineSource } from '../_shared/define-source';
import { parseOrganisations } from './parse';

/**
 * `nz-legal-organisations`: legal research centres, professional, statutory and community bodies and foundations
 * (kind `legal_organisation`).
 */
export const nzLegalOrganisations = defineSource({
  id: 'nz-legal-organisations',
  name: 'NZ legal research centres and organisations (compiled from public pages)',
  domain: 'research',
  index: 'directory',
  parse: (dataDir) => parseOrganisations(dataDir),
  sanity: { minCount: 30 },
});
