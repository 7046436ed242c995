/**
 * What the plan's queries retrieve and how they match: the fields of a hit, of a section and of a ranking entry,
 * the matching strategy, and the filters the plan shares. Pure constants and helpers.
 */
import { DOCUMENTS_SETTINGS } from '@aotearoa/contracts';
import { RETRIEVED_ATTRIBUTES, SECTION_ATTRIBUTES } from '../present/map-hit';

export { RETRIEVED_ATTRIBUTES, SECTION_ATTRIBUTES };

/**
 * The fields a ranking's hits are retrieved with (the searches by meaning, typed words, phrases and title words):
 * the record and document ids, the citation count (the authority prior) and the leading Act (the successor of a
 * repealed Act, the principal Act of an amendment Act), so that an Act the blend puts on a page is completed in one
 * more round (its record, its sections and its leading Act's, `buildFollowUpPlan`).
 */
export const RANKING_ATTRIBUTES = [
  'id',
  'doc_id',
  'citation_count',
  'metadata.replaced_by',
  'metadata.principal_act',
];

/**
 * The fields of a hit, as they are: no highlighting or cropping by Meilisearch, which builds a `_formatted` copy
 * of every retrieved field when asked for either (a quarter of its time per search, infra/bench/README.md). The
 * API marks the query's words by their stems and cuts the text around its best match (`mapHit`).
 */
export const hitFields = () => ({ attributesToRetrieve: [...RETRIEVED_ATTRIBUTES] });

/** `<attribute> IN ["a", "b"]` with each value quoted. */
export function inList(attribute: 'doc_id' | 'id', values: string[]): string {
  return `${attribute} IN [${values.map((v) => JSON.stringify(v)).join(', ')}]`;
}

/** How a non-passage query matches when not every term does (see `buildSearchPlan`). */
export const MATCHING_STRATEGY = 'last';

/** A filter no record passes (every record has an `id`): the words' queries of a situation with no word to search. */
export const WORDLESS_FILTER = 'id NOT EXISTS';

/** Attributes a passage is searched on: every searchable attribute but the Act outline (`stem_outline`). */
export const PASSAGE_ATTRIBUTES = (DOCUMENTS_SETTINGS.searchableAttributes ?? []).filter(
  (a) => a !== 'stem_outline',
);
