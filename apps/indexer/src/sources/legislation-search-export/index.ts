import { defineSource } from '../_shared/define-source';
import { parseSearchExport } from './parse';

/** `legislation-search-export`: bills, amendment papers and secondary legislation from a 2026 legislation.govt.nz API search. */
export const legislationSearchExport = defineSource({
  id: 'legislation-search-export',
  name: 'legislation.govt.nz API search export (2026-03-08)',
  domain: 'legislation',
  index: 'documents',
  parse: (dataDir) => parseSearchExport(dataDir),
  sanity: { minCount: 15 },
});
