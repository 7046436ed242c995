import {
  type Journal,
  JournalSchema,
  LawJournalsInputSchema,
  LawJournalsOutputSchema,
} from '@aotearoa/contracts';
import { defineLookup, type LookupHit } from '../../platform/define-lookup';
import { directoryFieldsOf } from '../../platform/directory-fields';
import { equalsFilter } from '../../platform/filter-builder';

/** Maps a directory record of kind `journal` to the specification's Journal entity (fields as the source stated them). */
export function toJournal(hit: LookupHit): Journal {
  const f = directoryFieldsOf(hit, 'journal');
  return JournalSchema.parse({
    id: hit.id,
    name: hit.title,
    abbreviation: f.abbreviation,
    publisher: f.publisher,
    issn: f.issn,
    frequency: f.frequency,
    firstPublished: f.firstPublished,
    accessType: f.accessType,
    accessNote: f.accessNote,
    description: f.description,
    website: f.website,
    archiveUrl: f.archiveUrl,
    asAt: f.asAt,
    source: hit.source,
    sourceUrl: hit.sourceUrl,
    retrievedAt: hit.retrievedAt,
  });
}

/**
 * `lawJournals` — `GET /api/law-journals?accessType=open|subscription|hybrid|unknown` (`all`/blank: every journal).
 * Output: the journals (the specification's entity Journal with provenance), by name. Source: the directory index (kind
 * `journal`), built from the bundled snapshot of NZ law journals (`data/nz-law-journals/`, compiled 2026-11-22).
 * Errors: 400 naming `accessType` for another value; 503 when the index is not reachable.
 */
export const lawJournals = defineLookup({
  path: '/law-journals',
  summary: 'New Zealand law journals and reviews',
  description:
    'Journals and reviews with the facts their own or their publishers’ pages state (publisher, ISSN, frequency, ' +
    'founding, access). accessType filters by how the journal can be read; all or blank means no filter.',
  tags: ['research'],
  index: 'directory',
  input: LawJournalsInputSchema,
  baseFilter: [equalsFilter('kind', 'journal')],
  filters: (input) => [input.accessType ? equalsFilter('category', input.accessType) : null],
  sort: () => ['title_sort:asc'],
  limit: () => 100,
  toItem: toJournal,
  output: LawJournalsOutputSchema,
  respond: (items) => items,
});
