import {
  type Helpline,
  HelplineSchema,
  LegalHelplinesInputSchema,
  LegalHelplinesOutputSchema,
} from '@aotearoa/contracts';
import { defineLookup, type LookupHit } from '../../platform/define-lookup';
import { directoryFieldsOf } from '../../platform/directory-fields';
import { equalsFilter } from '../../platform/filter-builder';

/** Maps a directory record of kind `helpline` to a Helpline (number and hours as the official page gives them). */
export function toHelpline(hit: LookupHit): Helpline {
  const f = directoryFieldsOf(hit, 'helpline');
  return HelplineSchema.parse({
    id: hit.id,
    name: f.name,
    phone: f.phone,
    hours: f.hours,
    group: f.group,
    notes: f.notes,
    asAt: f.asAt ?? hit.asAt ?? null,
    source: hit.source,
    sourceUrl: hit.sourceUrl,
    retrievedAt: hit.retrievedAt,
  });
}

/**
 * `legalHelplines` — `GET /api/legal-helplines?group=emergency|family_violence|courts` (`all`/blank: every line).
 * Output: the public helplines (name, phone, hours as stated, provenance), by name. Source: the directory index
 * (kind `helpline`), read on govt.nz and justice.govt.nz pages in the bundled snapshot
 * (`data/community-law-centres/helplines-official.jsonl`). Errors: 400 naming `group`; 503 when the index is down.
 */
export const legalHelplines = defineLookup({
  path: '/legal-helplines',
  summary: 'Official helplines for the Emergency Legal Help box',
  description:
    'Emergency, family violence and courts helplines with the number and hours the official page states. ' +
    'group filters (emergency, family_violence, courts); all or blank means every line.',
  tags: ['people'],
  index: 'directory',
  input: LegalHelplinesInputSchema,
  baseFilter: [equalsFilter('kind', 'helpline')],
  filters: (input) => [input.group ? equalsFilter('category', input.group) : null],
  sort: () => ['title_sort:asc'],
  limit: () => 50,
  toItem: toHelpline,
  output: LegalHelplinesOutputSchema,
  respond: (items) => items,
});
