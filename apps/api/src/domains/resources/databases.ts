import {
  type LegalDatabase,
  LegalDatabaseSchema,
  LegalDatabasesInputSchema,
  LegalDatabasesOutputSchema,
} from '@aotearoa/contracts';
import { defineLookup, type LookupHit } from '../../platform/define-lookup';
import { directoryFieldsOf } from '../../platform/directory-fields';
import { equalsFilter } from '../../platform/filter-builder';

/** Maps a directory record of kind `legal_database` to the LegalDatabase entity (facts as the source states them). */
export function toLegalDatabase(hit: LookupHit): LegalDatabase {
  const f = directoryFieldsOf(hit, 'legal_database');
  return LegalDatabaseSchema.parse({
    id: hit.id,
    name: f.name,
    shortName: f.shortName,
    description: f.description,
    focus: f.focus,
    categories: f.categories,
    baseUrl: f.baseUrl ?? hit.url ?? null,
    accessType: f.accessType,
    accessNote: f.accessNote,
    operator: f.operator,
    specialties: f.specialties,
    coverage: f.coverage,
    searchUrl: f.searchUrl,
    asAt: f.asAt ?? hit.asAt ?? null,
    source: hit.source,
    sourceUrl: hit.sourceUrl,
    retrievedAt: hit.retrievedAt,
  });
}

/**
 * `resources.legalDatabases` — `GET /api/legal-databases?query=&category=&accessType=` (the Legal Research
 * Databases panel; the specification built this list in the browser, it is served here so it has one source of truth).
 * Input: `query` (name, coverage, operator), `category` (nz, academic, research, global, comparative — the specification's
 * rules on the database's focus), `accessType` (free, open, university, subscription, unknown); `all`/blank means no
 * filter. Output: `{ databases, total }` by name; `searchUrl` has `{query}` where the encoded query goes.
 * Source: directory kind `legal_database`, from `data/nz-legal-research-databases/` (compiled from public pages).
 * Errors: 400 naming the parameter; 503 when the index is not reachable.
 */
export const legalDatabases = defineLookup({
  path: '/legal-databases',
  summary: 'Legal research databases',
  description:
    'New Zealand legal research databases with their coverage, access and search address, as their public ' +
    'pages state them. category and accessType filter; all or blank means no filter.',
  tags: ['resources'],
  index: 'directory',
  input: LegalDatabasesInputSchema,
  baseFilter: [equalsFilter('kind', 'legal_database')],
  query: (input) => input.query,
  filters: (input) => [
    input.category ? equalsFilter('tags', input.category) : null,
    input.accessType ? equalsFilter('category', input.accessType) : null,
  ],
  sort: () => ['title_sort:asc'],
  limit: () => 100,
  toItem: toLegalDatabase,
  output: LegalDatabasesOutputSchema,
  respond: (databases, result) => ({ databases, total: result.total }),
});
