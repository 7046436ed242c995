import type { Settings } from 'meilisearch';
import { WHOLE_WORDS } from '../analysis';
import { MAX_TOTAL_HITS } from '../constants';
import { IndexRecordSchema } from '../document';
import { LAY_TO_LEGAL } from '../everyday-terms/everyday-terms';
import { STOP_WORDS } from '../stop-words/stop-words';

/**
 * The `documents` index: one record per chunk (an Act's section, a judgment's paragraph group, …) of every legal
 * document — legislation, case law, regulations, debates, academic papers. Record schema: `IndexRecordSchema`
 * (document.ts). Chunks of one document share `doc_id`, the distinct attribute, so a search returns one hit per
 * document.
 */
export const DOCUMENTS_INDEX = 'documents';

/** Characters a Meilisearch record id may not hold (ids are `[A-Za-z0-9_-]`, at most 511 bytes). */
const UNSAFE_ID_CHARACTERS = /[^A-Za-z0-9_-]/g;

/**
 * The common stem of the ids of a document's records: the document's id with every character Meilisearch does not
 * allow in an id replaced by `_`, cut to 480 characters. Records are `${stem}--${n}` (the document's own chunks) and
 * `${stem}--s${n}` (an Act's sections); see apps/indexer/src/enrich/chunk.ts.
 */
export function recordIdStem(docId: string): string {
  return docId.replace(UNSAFE_ID_CHARACTERS, '_').slice(0, 480);
}

/**
 * Headings of the machinery provisions nearly every Act opens with ("Title", "Commencement", "Interpretation", "Act
 * binds the Crown", transitional provisions, repealed sections): of the four "key provisions" the NZ Legislation panel
 * showed for 50 Acts, most were such headings (Interpretation 29 times, Short Title and commencement 20, Commencement
 * 15, Title 14…). "Purpose" and "Overview" are not: they say what the Act does.
 */
const MACHINERY_HEADING =
  /^(?:(?:short )?title(?:,? (?:and )?commencement(?:,? etc)?)?|commencement|interpretation|definitions|act (?:binds|to bind) (?:the )?crown|transitional,? savings,? and related provisions|\[?repealed\]?)\.?$|\[repealed\]$/i;

/**
 * Whether a provision's heading (without its pinpoint: `Short Title and commencement`, `Interpretation`, `[Repealed]`)
 * is a machinery provision's (MACHINERY_HEADING), which says nothing about what the Act does. Pure.
 */
export function isMachineryHeading(heading: string): boolean {
  return MACHINERY_HEADING.test(heading.trim());
}

/**
 * The family of Acts an Act belongs to: its title without its year (or two-year session) and `(No n)`, so the yearly
 * Acts of one name share it ("Local Legislation Act 1951" and "Local Legislation Act 1932–33" → "Local Legislation
 * Act"; "Finance Act (No 2) 1988" → "Finance Act"). A family of many Acts is searched by meaning as one (the
 * records' `meaning_family`, apps/indexer/src/enrich/vectors-of.ts): some fifty Local Legislation Acts, each a
 * miscellany of local matters, otherwise filled the searches by meaning.
 */
export function actFamily(title: string): string {
  return title
    .replace(/\s*\(No \d+\)/g, '')
    .replace(/\s+\d{4}(?:[–-]\d{2,4})?$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The id of a document's first record, the one that carries its vectors (`_vectors`). */
export function firstRecordId(docId: string): string {
  return `${recordIdStem(docId)}--0`;
}

/** Attributes the API may filter the documents index on (the index's filterableAttributes). */
export const FILTERABLE_ATTRIBUTES = [
  'type',
  'court',
  'legal_area',
  'year',
  'date_ts',
  'citation',
  'is_current',
  'source',
  'doc_id',
  'citation_count',
  'metadata.case_facets',
  // An Act's legal status from its dated source (`in_force`, `repealed`, `not_confirmed`): the Acts panel's
  // Repealed filter.
  'metadata.legal_status.state',
  // The citator: ids a document cites (first record only); `cites = X` lists the documents citing X.
  'cites',
  // Ids of duplicate records merged into a document: an old link to one of them opens the merged document.
  'metadata.merged_ids',
  // On an Act's first record: its family of yearly Acts (`actFamily`) when a crowded one, else its id. The searches
  // by meaning list one Act per value.
  'meaning_family',
  // Unique per record: the API's sections query sets `distinct: 'id'` to see every section of an Act (the index's
  // distinct attribute `doc_id` would give one record per Act); Meilisearch needs a distinct attribute filterable.
  'id',
] as const;
export type DocumentsFilterableAttribute = (typeof FILTERABLE_ATTRIBUTES)[number];

/** Attributes the API may sort the documents index on (the index's sortableAttributes). */
export const SORTABLE_ATTRIBUTES = ['date_ts', 'citation_count', 'title_sort'] as const;
export type DocumentsSortableAttribute = (typeof SORTABLE_ATTRIBUTES)[number];

/** The distinct attribute that groups chunks back into one hit per document. */
export const DISTINCT_ATTRIBUTE = 'doc_id';

/**
 * The documents index's embedders of the Acts' own sentence vectors (their titles and section headings), computed
 * by the indexer, not by Meilisearch (`userProvided`). The API embeds a described situation with the same encoder
 * and asks each of them for the nearest Acts in one federated multi-search, which Meilisearch merges by similarity
 * (see apps/indexer/src/enrich/act-vectors.ts).
 *
 * Why more than one: Meilisearch 1.21's vector store (arroy) searches a tree whose leaves hold up to `dimensions`
 * vectors. With all ~700 Act vectors under one embedder, the tree had two leaves and a search for 30 Acts read only
 * the nearer one: the nearest Act was missed where it sat in the other ("neighbour keeps his dog chained up…": the
 * Dog Control Act 1996, similarity 0.81 against 0.78 for the next, was not among the 100 returned). Split so that
 * each embedder holds fewer vectors than its dimensions, each is searched in full: on the 150 situations of the
 * development set the 30 Acts returned are then exactly the 30 nearest (a part of 510 vectors: exact; 530: not).
 * Asking one embedder for all 708 Acts is exact too, but costs ~100 ms of Meilisearch time a search.
 */
export const SITUATION_EMBEDDERS = ['situation_1', 'situation_2'] as const;
export type SituationEmbedder = (typeof SITUATION_EMBEDDERS)[number];
/** Length of a situation vector (the Universal Sentence Encoder's 512 dimensions). */
export const SITUATION_VECTOR_DIMENSIONS = 512;

/**
 * The embedder that holds the vector of an Act of `family` (its `meaning_family`: the searches by meaning's distinct
 * value, so that a family's Acts share an embedder and stay one result). A stable hash (FNV-1a) of the family spreads
 * the Acts evenly. Pure.
 */
export function situationEmbedderOf(family: string): SituationEmbedder {
  let h = 0x811c9dc5;
  for (let i = 0; i < family.length; i++) {
    h ^= family.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return SITUATION_EMBEDDERS[h % SITUATION_EMBEDDERS.length] as SituationEmbedder;
}
/**
 * The second embedder: one vector per section heading of an Act and one for its title, by the same encoder, spread
 * over the Act's records (one a record where it has as many records; Meilisearch scores a record by its vector
 * nearest the query, and the search by meaning's distinct `meaning_family` keeps one record per Act); see
 * apps/indexer/src/enrich/heading-vectors.ts and `spreadHeadingVectors` (apps/indexer/src/enrich/chunk.ts).
 */
export const HEADINGS_EMBEDDER = 'headings';
/** Length of a heading vector (the same encoder as the situation vectors). */
export const HEADINGS_VECTOR_DIMENSIONS = SITUATION_VECTOR_DIMENSIONS;

/**
 * `_vectors` of a record that carries none: null under every embedder (an embedder fed by the indexer needs every
 * record to say).
 */
export const NO_VECTORS = {
  ...(Object.fromEntries(SITUATION_EMBEDDERS.map((e) => [e, null])) as Record<SituationEmbedder, null>),
  [HEADINGS_EMBEDDER]: null,
} as const;

/** Facet attributes of the documents index and the keys of `Facets` (search.ts) they fill. */
export const DOCUMENT_FACETS = {
  type: 'documentTypes',
  court: 'courtLevels',
  legal_area: 'legalAreas',
} as const;

/**
 * Meilisearch synonyms from LAY_TO_LEGAL: each everyday word points one way to its legal terms (searching "fired"
 * also finds "dismissal"; searching "dismissal" does not widen to "fired").
 *
 * Keys that occur as words inside some legal term are left out (e.g. "real estate" inside "real estate agents",
 * "house" inside "house of representatives"): the API sends reduced queries made of legal terms, and such a key
 * would expand those terms again into a long query that buries the Act the user wants. Keys mapped to no term
 * (see LAY_TO_LEGAL) are left out too.
 */
export function buildSynonyms(): Record<string, string[]> {
  const legalTerms = [...new Set(Object.values(LAY_TO_LEGAL).flat())].map((t) => ` ${t.toLowerCase()} `);
  const out: Record<string, string[]> = {};
  for (const [lay, legal] of Object.entries(LAY_TO_LEGAL)) {
    const key = ` ${lay.toLowerCase()} `;
    if (legal.length === 0) continue;
    if (legalTerms.some((t) => t.includes(key))) continue;
    out[lay] = [...legal];
  }
  return out;
}

/**
 * Nested fields a search retrieves on their own (`attributesToRetrieve`): Meilisearch 1.21 returns a nested field
 * to a search only when the displayed attributes are `*` or name it, not when they name only its parent (`metadata`).
 * The successor of a repealed Act and the principal Act of an amendment Act, for the rankings of a search (apps/api search `RANKING_ATTRIBUTES`),
 * and the precision of a cited document's date, for the reader's citation links (apps/api reader `LINK_FIELDS`).
 */
export const DISPLAYED_NESTED_FIELDS = [
  'metadata.replaced_by',
  'metadata.principal_act',
  'metadata.date_precision',
];

/**
 * The fields of a record that Meilisearch returns to a search (the index's displayedAttributes): every field of a
 * record but the stemmed copies (`stem_*`), which are searched and never shown, the vectors, and `cite_refs` (each
 * citation of a document's text with its pinpoints, up to 8 kB on a record: the reader reads it with the records
 * themselves, `getDocuments`); and DISPLAYED_NESTED_FIELDS.
 * Meilisearch turns all of a hit's displayed fields into JSON before it picks those a query asks for
 * (`attributesToRetrieve`), so with every field displayed an Act's first record, whose `stem_outline` holds the stems
 * of all its headings, cost about a third of a millisecond a hit however few fields were asked for: 30 Acts by
 * meaning took 11.4 ms, 5.4 ms without the stemmed copies, 3.6 ms without `cite_refs` too (infra/bench/README.md).
 * Reading documents back (`getDocuments` with `fields`, as the indexer and the reader's citator do) is not limited
 * by them.
 */
export const DISPLAYED_ATTRIBUTES = [
  ...Object.keys(IndexRecordSchema.shape).filter(
    (field) => !field.startsWith('stem_') && field !== '_vectors' && field !== 'cite_refs',
  ),
  ...DISPLAYED_NESTED_FIELDS,
];

/**
 * The documents index's settings, applied by the indexer to every fresh index before documents are added.
 * Searchable attributes are in order of importance (title and citation first, body text last). An Act's card
 * headings (`metadata.sections`, a few chosen for display) are not searched: every heading is, in `stem_outline`,
 * the section records and the outline Acts' `content`, and searching the few shown at the `attribute` rule's high
 * rank favoured an Act for whichever headings came first (development set, same code: 76.0% either way).
 */
export const DOCUMENTS_SETTINGS: Settings = {
  searchableAttributes: [
    'title',
    'stem_title',
    'citation',
    'chunk_heading',
    'stem_heading',
    'stem_outline',
    'summary',
    'metadata.parties',
    'author',
    'court',
    'content',
    'stem_text',
  ],
  displayedAttributes: DISPLAYED_ATTRIBUTES,
  filterableAttributes: [...FILTERABLE_ATTRIBUTES],
  sortableAttributes: [...SORTABLE_ATTRIBUTES],
  // One card per document (facets count documents, not records); the API lists the best sections of the Acts on
  // a page with a second query that overrides this with `distinct: 'id'`.
  distinctAttribute: DISTINCT_ATTRIBUTE,
  // `sort` first: an explicit sort (newest, oldest, most cited) orders the whole result list; without a sort
  // parameter the rule does nothing and relevance decides.
  // `attribute` before `words`: a match in a title (an Act named for the subject) outranks long texts that
  // happen to contain more of the reduced query's terms somewhere in their body. Tried on the main page's
  // example topics: with `words` first, "leaving a relationship" and "real estate" put long judgments and the
  // Social Security Act above the Property (Relationships) Act and the Real Estate Agents Act.
  rankingRules: ['sort', 'attribute', 'words', 'typo', 'proximity', 'exactness', 'citation_count:desc'],
  typoTolerance: {
    enabled: true,
    // Numbers must match exactly so `[2020] NZSC 12` never matches `[2021] NZSC 12`.
    disableOnNumbers: true,
    minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
    disableOnWords: [...WHOLE_WORDS],
  },
  stopWords: [...STOP_WORDS],
  synonyms: buildSynonyms(),
  pagination: { maxTotalHits: MAX_TOTAL_HITS },
  embedders: {
    ...Object.fromEntries(
      SITUATION_EMBEDDERS.map((name) => [
        name,
        { source: 'userProvided', dimensions: SITUATION_VECTOR_DIMENSIONS },
      ]),
    ),
    // One bit a dimension: on the development set the same recall (62.0% against 62.7%, MRR 0.497 against 0.488)
    // and a tenth less search time (41 against 46 ms for 30 Acts; the ~44,000 heading vectors are most of the
    // vector search's work).
    [HEADINGS_EMBEDDER]: {
      source: 'userProvided',
      dimensions: HEADINGS_VECTOR_DIMENSIONS,
      binaryQuantized: true,
    },
  },
  faceting: { maxValuesPerFacet: 100 },
  proximityPrecision: 'byWord',
};
