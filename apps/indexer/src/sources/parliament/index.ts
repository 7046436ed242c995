import { defineSource } from '../_shared/define-source';
import { parseBills, parseHansard } from './parse';

/** `parliament`: Hansard speech-turn sample (grouped per Hansard document), Bills API records, bill/SOP XML. */
export const parliament = defineSource({
  id: 'parliament',
  name: 'New Zealand Parliament (Hansard and Bills API, via corpus-nz-hansard)',
  domain: 'parliament',
  index: 'documents',
  parse: (dataDir) => [...parseHansard(dataDir), ...parseBills(dataDir)],
  sanity: { minCount: 800 },
});
