import { defineSource } from '../_shared/define-source';
import { parseReoExcerpts, parseStructuredHansard } from './parse';

/**
 * `hansard-speeches`: speeches of the House as `parliamentary_debate` records with speaker, party and date — three
 * sitting days of structured Hansard (25–27 July 2017) and te reo Māori excerpts of Hansard 2003–2017.
 */
export const hansardSpeeches = defineSource({
  id: 'hansard-speeches',
  name: 'New Zealand Parliament Hansard speeches (Open Voices GovHack 2017; Te Hiku Media te reo Māori corpus)',
  domain: 'parliament',
  index: 'documents',
  parse: (dataDir) => [...parseStructuredHansard(dataDir), ...parseReoExcerpts(dataDir)],
  sanity: { minCount: 2000 },
});
