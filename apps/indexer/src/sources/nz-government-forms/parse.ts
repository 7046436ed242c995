import type { DirectoryRecord } from '@aotearoa/contracts';
import { clean, readJsonl, slug } from '../_shared/common';
import { makeDirectoryRecord } from '../_shared/directory-record';
import { formAgencyOrgId } from '../_shared/govt-agencies';

/** Folder of the snapshot under `data/` (see its PROVENANCE.md). */
export const FOLDER = 'nz-government-forms';
/** The date the snapshot was compiled (PROVENANCE.md). */
export const RETRIEVED_AT = '2026-11-22';
const SOURCE = 'NZ government forms (IRD, Immigration NZ and Ministry of Justice pages, compiled 2026-11-22)';

interface FormRow {
  agency: string;
  form_number: string;
  title?: string;
  description?: string;
  source_url: string;
  source_type?: string;
  document_url?: string;
  title_variant?: string;
  edition_seen_at?: string;
}

function orNull(v: string | undefined): string | null {
  const t = clean(v ?? '');
  return t ? t : null;
}

/**
 * The official link of a form: its official document where one was seen, else the page it was read on when that
 * page is the agency's own (`source_type` official); forms read only on third-party copies get none.
 */
export function officialUrlOf(
  row: Pick<FormRow, 'document_url' | 'source_url' | 'source_type'>,
): string | null {
  const doc = orNull(row.document_url);
  if (doc) return doc;
  return /^official/i.test(row.source_type ?? '') ? orNull(row.source_url) : null;
}

/**
 * The forms snapshot as kind `government_form`: number and title as the agency printed them (a form whose title was
 * not visible is titled by its number and the snapshot's short label), the agency's govt.nz organisation id as
 * category (a ministry's View Forms sends it), `pdf` as subtype only for a seen PDF, the page read as sourceUrl.
 */
export function parseGovernmentForms(dataDir: string): DirectoryRecord[] {
  const seen = new Map<string, number>();
  return readJsonl<FormRow>(dataDir, FOLDER, 'government-forms.jsonl').map((row) => {
    const number = clean(row.form_number);
    const title = orNull(row.title);
    const label = orNull(row.description);
    const base = slug(`${row.agency}-${number || title || label || 'form'}`);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const documentUrl = orNull(row.document_url);
    return makeDirectoryRecord({
      id: `government_form--${base}${n > 1 ? `-${n}` : ''}`,
      kind: 'government_form',
      title: title ? `${number} ${title}`.trim() : [number, label].filter(Boolean).join(' — ') || 'Form',
      summary: label,
      text: orNull(row.title_variant),
      category: formAgencyOrgId(row.agency),
      subtype: documentUrl && /\.pdf$/i.test(documentUrl) ? 'pdf' : null,
      tags: [number].filter(Boolean),
      url: officialUrlOf(row),
      source: SOURCE,
      sourceUrl: clean(row.source_url),
      retrievedAt: RETRIEVED_AT,
      fields: {
        agency: clean(row.agency),
        formNumber: number || null,
        sourceType: orNull(row.source_type),
        titleVariant: orNull(row.title_variant),
        editionSeenAt: orNull(row.edition_seen_at),
      },
    });
  });
}
