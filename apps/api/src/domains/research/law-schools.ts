import {
  type LawSchool,
  LawSchoolSchema,
  LawSchoolsInputSchema,
  LawSchoolsOutputSchema,
} from '@aotearoa/contracts';
import { defineLookup, type LookupHit } from '../../platform/define-lookup';
import { directoryFieldsOf } from '../../platform/directory-fields';
import { equalsFilter } from '../../platform/filter-builder';

/** Maps a directory record of kind `law_school` to a LawSchool (each fact with the page it was read on). */
export function toLawSchool(hit: LookupHit): LawSchool {
  const f = directoryFieldsOf(hit, 'law_school');
  return LawSchoolSchema.parse({
    id: hit.id,
    name: f.name,
    university: f.university,
    city: f.city,
    website: f.website ?? hit.url ?? null,
    foundingYear: f.foundingYear,
    nameMaori: f.nameMaori,
    degrees: f.degrees,
    degreeLengths: f.degreeLengths,
    address: f.address,
    library: f.library,
    source: hit.source,
    sourceUrl: hit.sourceUrl,
    retrievedAt: hit.retrievedAt,
  });
}

/**
 * `lawSchools` — `GET /api/law-schools?query=` (blank: all six).
 * Output: the university law schools by name, each with only sourced facts — founding year, degrees and degree
 * lengths, address, each with the page it was read on and whether that page is secondary; no ranking, student
 * count or fee. Source: the directory index (kind `law_school`), built from the bundled snapshot
 * `data/nz-law-schools/` (the universities' and faculties' pages, prospectuses and handbooks).
 * Errors: 400 naming `query` over 200 characters; 503 when the index is not reachable.
 */
export const lawSchools = defineLookup({
  path: '/law-schools',
  summary: 'New Zealand university law schools',
  description:
    'The six university law schools with the facts their sources state (founding year, degrees offered, degree ' +
    'lengths, address), each fact with its source page. query searches names, universities, cities and degrees.',
  tags: ['research'],
  index: 'directory',
  input: LawSchoolsInputSchema,
  baseFilter: [equalsFilter('kind', 'law_school')],
  query: (input) => input.query,
  sort: () => ['title_sort:asc'],
  limit: () => 50,
  toItem: toLawSchool,
  output: LawSchoolsOutputSchema,
  respond: (items) => items,
});
