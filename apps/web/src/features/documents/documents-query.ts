import type { DocumentType } from '@aotearoa/contracts';
import { searchQueryOptions } from '../search/api';

/** Results per page of the Documents tab. */
export const DOCUMENTS_PAGE_SIZE = 20;

/**
 * The Documents tab's search (`search` procedure, documents index): `query` (blank: newest first), a document type
 * or `all`, 1-based `page` of DOCUMENTS_PAGE_SIZE. Kept apart from the page so the /documents route's loader can
 * start the first page without loading the page's code.
 */
export function documentsQuery(
  opts: { query?: string; category?: DocumentType | 'all'; page?: number } = {},
) {
  const { query = '', category = 'all', page = 1 } = opts;
  return searchQueryOptions({
    query,
    documentTypes: category === 'all' ? [] : [category],
    page,
    limit: DOCUMENTS_PAGE_SIZE,
    sortBy: query ? 'relevance' : 'date_newest',
  });
}
