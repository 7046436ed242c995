import {
  type MaoriCourt,
  MaoriCourtSchema,
  MaoriCourtsInputSchema,
  MaoriCourtsOutputSchema,
} from '@aotearoa/contracts';
import { defineLookup, type LookupHit } from '../../platform/define-lookup';
import { directoryFieldsOf, strings, trimmed } from '../../platform/directory-fields';
import { equalsFilter } from '../../platform/filter-builder';

/** Maps a directory record of kind `maori_court` to the `MaoriCourt` entity (only facts its pages state). */
export function toMaoriCourt(hit: LookupHit): MaoriCourt {
  const f = directoryFieldsOf(hit, 'maori_court');
  const contact = f.contactInfo;
  return MaoriCourtSchema.parse({
    id: hit.id,
    name: hit.title,
    type: trimmed(f.type) ?? trimmed(hit.category) ?? 'court',
    jurisdiction: strings(f.jurisdiction),
    facts: f.facts
      .filter((x) => trimmed(x.text) && trimmed(x.sourceUrl))
      .map((x) => ({
        topic: trimmed(x.topic) ?? '',
        text: trimmed(x.text),
        sourceUrl: trimmed(x.sourceUrl),
      })),
    contactInfo: {
      phone: trimmed(contact.phone),
      email: trimmed(contact.email),
      address: trimmed(contact.address),
    },
    website: trimmed(f.website) ?? trimmed(hit.url),
    note: trimmed(f.note),
    source: hit.source,
    sourceUrl: hit.sourceUrl,
    retrievedAt: hit.retrievedAt,
  });
}

/**
 * `maoriCourts` — `GET /api/maori-courts` (no parameters).
 * Output: the Māori Land Court, the Māori Appellate Court, the Waitangi Tribunal and the courts' offices (the
 * specification's entity "Māori court" with provenance), courts and tribunal first, then offices, each by name; every fact with
 * the page it was read on. Fields the pages do not state (Māori name, founding year) are left out.
 * Source: the directory index (kind `maori_court`), from stored copies of the Māori Land Court's and the Waitangi
 * Tribunal's pages (`data/waitangi-tribunal-maori-land-court/`).
 * Errors: 503 when the index is not reachable.
 */
export const maoriCourts = defineLookup({
  path: '/maori-courts',
  summary: 'Māori Land Court, Māori Appellate Court and Waitangi Tribunal',
  description:
    'The Māori Land Court, the Māori Appellate Court, the Waitangi Tribunal and the courts’ offices, with the ' +
    'jurisdiction and contact facts their own pages state, each with the page it was read on.',
  tags: ['courts'],
  index: 'directory',
  input: MaoriCourtsInputSchema,
  baseFilter: [equalsFilter('kind', 'maori_court')],
  sort: () => ['title_sort:asc'],
  limit: () => 100,
  toItem: toMaoriCourt,
  output: MaoriCourtsOutputSchema,
  respond: (courts) => {
    const rank = (c: MaoriCourt) => (c.type === 'office' ? 1 : 0);
    return [...courts].sort((a, b) => rank(a) - rank(b));
  },
});
