import type { DirectoryRecord, JournalAccessType } from '@aotearoa/contracts';
import { clean, readJsonl, slug } from '../_shared/common';
import { publicNote } from '../_shared/compiler-notes';
import { makeDirectoryRecord } from '../_shared/directory-record';

/** Folder of the snapshot under `data/` (see its PROVENANCE.md). */
export const FOLDER = 'nz-law-journals';
/** Date the snapshot was compiled (PROVENANCE.md). */
export const RETRIEVED_AT = '2026-11-22';

interface RawJournal {
  name: string;
  abbrev?: string;
  publisher?: string;
  issn?: string;
  frequency?: string;
  founded?: string;
  access?: string;
  website?: string;
  notes?: string;
  as_at?: string;
  source_url: string;
}

/**
 * The access rule (the specification's open / subscription / hybrid), documented and tested: a note saying the journal is
 * sold or by subscription → `subscription`, or `hybrid` when it also says (older) issues are on NZLII or AustLII or
 * free; else one saying issues are on NZLII or AustLII, free, or an online e-journal → `open`; otherwise `unknown`
 * (including notes that say open access is not stated).
 */
export function accessTypeOf(note: string | undefined): JournalAccessType {
  const t = (note ?? '').toLowerCase();
  const free = /\bnzlii\b|\baustlii\b|\bfree\b|e-journal/.test(t);
  if (/subscription|\bsold\b/.test(t)) return free ? 'hybrid' : 'subscription';
  if (/not stated/.test(t)) return 'unknown';
  if (free) return 'open';
  return 'unknown';
}

/**
 * The journal's NZLII database from the code its access note names ('back issues free on NZLII (database
 * WkoLawRw)' → `http://www.nzlii.org/nz/journals/WkoLawRw/`), or null. NZLII keeps each NZ journal under
 * `/nz/journals/<code>/`, a year's issues under `<code>/<year>/`.
 */
export function archiveUrlOf(note: string | undefined): string | null {
  const code = /\((?:database\s+)?([A-Z][A-Za-z]{3,})\)/.exec(note ?? '')?.[1];
  return code ? `http://www.nzlii.org/nz/journals/${code}/` : null;
}

/** An ISO date from the source's `as_at` when it is one (`2024-02-19`), else null (e.g. 'Autumn 2023'). */
function isoOrNull(v: string | undefined): string | null {
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null;
}

/**
 * The NZ law journals and reviews of `data/nz-law-journals/` as directory records of kind `journal`: every fact
 * as read on the page named in `source_url` (fields not read stay null). `fields` holds the specification's Journal
 * entity (contracts `JournalSchema`) without provenance.
 */
export function parseJournals(dataDir: string): DirectoryRecord[] {
  return readJsonl<RawJournal>(dataDir, FOLDER, 'nz-law-journals.jsonl').map((r) => {
    const accessType = accessTypeOf(r.access);
    const name = clean(r.name);
    return makeDirectoryRecord({
      id: `journal--${slug(name)}`,
      kind: 'journal',
      title: name,
      summary: publicNote(r.notes),
      text: [r.abbrev, r.publisher, r.access].filter(Boolean).join(' · ') || null,
      category: accessType,
      url: r.website ?? null,
      asAt: isoOrNull(r.as_at),
      source: 'NZ law journals compiled from the journals’ and publishers’ pages',
      sourceUrl: r.source_url,
      retrievedAt: RETRIEVED_AT,
      fields: {
        abbreviation: r.abbrev ?? null,
        publisher: r.publisher ?? null,
        issn: r.issn ?? null,
        frequency: r.frequency ?? null,
        firstPublished: r.founded ?? null,
        accessType,
        accessNote: r.access ?? null,
        description: publicNote(r.notes),
        website: r.website ?? null,
        archiveUrl: archiveUrlOf(r.access),
        asAt: r.as_at ?? null,
      },
    });
  });
}
