import { defineSource } from '../_shared/define-source';
import { parseGuidance } from './parse';

/**
 * `guidance`: the plain-language situation and topic guidance of `data/guidance/` (kinds `guidance_situation` and
 * `guidance_topic`), which the API matches a typed query against (`GET /api/guidance`).
 */
export const guidance = defineSource({
  id: 'guidance',
  name: 'Aotearoa Legal plain-language guidance',
  domain: 'guidance',
  index: 'directory',
  parse: (dataDir) => parseGuidance(dataDir),
  sanity: { minCount: 10 },
});
