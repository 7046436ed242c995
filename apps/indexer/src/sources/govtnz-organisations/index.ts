import { defineSource } from '../_shared/define-source';
import { parseOrganisations } from './parse';

/** `govtnz-organisations`: the www.govt.nz directory's government organisations (ministries, courts, agencies). */
export const govtnzOrganisations = defineSource({
  id: 'govtnz-organisations',
  name: 'www.govt.nz organisations directory',
  domain: 'government',
  index: 'directory',
  parse: (dataDir) => parseOrganisations(dataDir),
  sanity: { minCount: 250 },
});
