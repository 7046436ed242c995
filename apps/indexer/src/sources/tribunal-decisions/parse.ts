import type { Document } from '@aotearoa/contracts';
import { clean, makeDocument, nzDate, readJsonl, slug } from '../_shared/common';

const FOLDER = 'worldwidelaw-nz-bsa-hdc-hpdt';
/** Fetch date seen for these samples (PROVENANCE.md), used when a record has no `_fetched_at`. */
const FETCHED = '2026-08-25';

interface Meta {
  _fetched_at?: string;
  title?: string;
  date: string;
  url: string;
  court: string;
  decision_number?: string;
  case_reference?: string;
  members?: string;
  complainant?: string;
  broadcaster?: string;
  programme?: string;
  channel?: string;
  standards?: string;
  standards_breached?: string;
  practitioner?: string;
  profession?: string;
  charge_characteristics?: string;
  pdf_url?: string | null;
  total_chars?: number;
}

/**
 * BSA, HDC and HPDT decision metadata (full texts are not bundled). Titles: the record's title when present, else
 * built from its fields (BSA "<complainant> and <broadcaster> - <decision no>", HDC "HDC decision <ref>", HPDT
 * "HPDT decision <ref> (<profession>)"). Content lists the metadata fields, so they are searchable.
 */
export function parseTribunalDecisions(dataDir: string): Document[] {
  const out: Document[] = [];
  const files: [string, string][] = [
    ['nz-bsa-sample-metadata.jsonl', 'bsa'],
    ['nz-hdc-sample-metadata.jsonl', 'hdc'],
    ['nz-hpdt-sample-metadata.jsonl', 'hpdt'],
  ];
  for (const [file, kind] of files) {
    for (const r of readJsonl<Meta>(dataDir, FOLDER, file)) {
      const ref = r.decision_number ?? r.case_reference;
      if (!ref || !r.url || !r.court) throw new Error(`${file}: record without reference/url/court`);
      const title = clean(
        r.title ??
          (kind === 'bsa'
            ? `${r.complainant ?? 'Complainant'} and ${r.broadcaster ?? 'broadcaster'} - ${ref}`
            : kind === 'hdc'
              ? `HDC decision ${ref}`
              : `HPDT decision ${ref}${r.profession ? ` (${r.profession})` : ''}`),
      );
      const charges = r.charge_characteristics?.replace(/^[^>]*>\s*/, '');
      const lines = [
        r.programme && `Programme: ${r.programme}`,
        r.channel && `Channel: ${r.channel}`,
        r.standards && `Standards: ${r.standards}`,
        r.standards_breached && `Standards breached: ${r.standards_breached}`,
        r.profession && `Profession: ${r.profession}`,
        charges && `Charges: ${clean(charges)}`,
        r.members && `Members: ${r.members}`,
      ].filter(Boolean);
      out.push(
        makeDocument({
          id: `${kind}-${slug(ref)}`,
          title,
          type: 'case_law',
          court: r.court,
          date_published: nzDate(r.date),
          content: lines.length ? lines.join('\n') : null,
          pdfUrl: r.pdf_url ?? null,
          metadata: {
            decision_number: ref,
            url: r.url,
            parties: [r.complainant, r.broadcaster, r.practitioner].filter((p): p is string => !!p),
            snapshot_note: 'Decision metadata only; read the full decision on the publisher’s site.',
          },
          source: r.court,
          sourceUrl: r.url,
          retrievedAt: nzDate(r._fetched_at) ?? FETCHED,
        }),
      );
    }
  }
  return out;
}
