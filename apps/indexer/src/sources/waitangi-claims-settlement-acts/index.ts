import { defineSource } from '../_shared/define-source';
import { parseSettlementActClaims } from './parse';

/** `waitangi-claims-settlement-acts`: Wai claims named in 33 Treaty settlement Acts (reprints to August 2014). */
export const waitangiClaimsSettlementActs = defineSource({
  id: 'waitangi-claims-settlement-acts',
  name: 'Waitangi Tribunal claims named in Treaty settlement Acts',
  domain: 'case-law',
  index: 'directory',
  parse: (dataDir) => parseSettlementActClaims(dataDir),
  sanity: { minCount: 500 },
});
