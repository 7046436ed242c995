import type { DirectoryRecord } from '@aotearoa/contracts';
import { clean, parsePrintedDate, readJsonl, slug } from '../_shared/common';
import { makeDirectoryRecord } from '../_shared/directory-record';

/** Folder of the snapshot under `data/` (see its PROVENANCE.md). */
export const FOLDER = 'nz-maori-environment-decisions';
export const FILE = 'waitangi-claims-named-in-settlement-acts.jsonl';
export const SOURCE_NAME = 'Treaty settlement Acts (legislation.govt.nz text in the gitlaw-nz repository)';
/** Date of the repository commit the Act texts were read at (PROVENANCE.md). */
export const RETRIEVED_AT = '2015-03-30';

interface RawClaimRow {
  wai_number: string;
  claim_title_as_in_act: string | null;
  raw_line: string;
  settling_or_citing_act: string;
  act_section: string | null;
  act_section_heading: string | null;
  act_schedule_part: string | null;
  act_reprint_as_at: string | null;
  source_repo: string;
  source_path: string;
  source_commit: string;
  source_line: number;
  personal_name_review_flag: boolean;
  claim_title_display_safe: string | null;
}

/**
 * Where in the Act the claim is named, as printed: a numbered section whose heading is a definition ("Meaning of
 * historical claims") as `s 14 Meaning of historical claims`; other numbers and Schedules as the Act heads them
 * (`2 Historical claims`, `Schedule 2 Meaning of Affiliate historical claims`), with the Schedule part.
 */
export function provisionOf(
  r: Pick<RawClaimRow, 'act_section' | 'act_section_heading' | 'act_schedule_part'>,
) {
  const section = r.act_section?.trim();
  const heading = r.act_section_heading?.trim();
  if (!section && !heading) return null;
  const prefix = section && /^\d+[A-Z]?$/.test(section) && /^Meaning of/i.test(heading ?? '') ? 's ' : '';
  const head = [section ? `${prefix}${section}` : null, heading].filter(Boolean).join(' ');
  return r.act_schedule_part ? `${head} (${r.act_schedule_part})` : head;
}

/** The line of the Act text the row was read from, in its repository at the recorded commit. */
export function sourceLineUrl(
  r: Pick<RawClaimRow, 'source_repo' | 'source_commit' | 'source_path' | 'source_line'>,
) {
  const path = r.source_path.split('/').map(encodeURIComponent).join('/');
  return `https://github.com/${r.source_repo}/blob/${r.source_commit}/${path}#L${r.source_line}`;
}

/**
 * The Waitangi Tribunal claims named in Treaty settlement Acts (`data/nz-maori-environment-decisions/`, 537 rows,
 * one per Act and claim line) as directory records of kind `waitangi_claim`. The title is the snapshot's
 * `claim_title_display_safe` only: where that is null (a title naming private people, or one not parsed), only the
 * Wai number is shown and `fields.titleWithheld` says why — the raw line is never stored. No status is given: an
 * Act naming a claim does not mean the whole claim was settled (PROVENANCE.md). `sourceUrl` points at the Act
 * line in the repository; `asAt` is the Act reprint's date.
 */
export function parseSettlementActClaims(dataDir: string): DirectoryRecord[] {
  return readJsonl<RawClaimRow>(dataDir, FOLDER, FILE).map((r) => {
    const wai = clean(r.wai_number);
    const act = clean(r.settling_or_citing_act);
    const title = r.claim_title_display_safe ? clean(r.claim_title_display_safe) : null;
    const provision = provisionOf(r);
    const asAt = r.act_reprint_as_at ? parsePrintedDate(r.act_reprint_as_at) : null;
    return makeDirectoryRecord({
      id: `waitangi_claim--${slug(wai)}--${slug(act, 60)}--${r.source_line}`,
      kind: 'waitangi_claim',
      title: title ?? wai,
      summary: `Named in the ${act}${provision ? `, ${provision}` : ''}.`,
      text: [wai, act, provision].filter(Boolean).join('\n'),
      category: 'settlement_act',
      subtype: act,
      tags: [wai, act],
      asAt,
      source: SOURCE_NAME,
      sourceUrl: sourceLineUrl(r),
      retrievedAt: RETRIEVED_AT,
      fields: {
        wai,
        claimTitle: title,
        titleWithheld: title
          ? null
          : r.personal_name_review_flag
            ? 'The title in the Act may name private people; only the Wai number is shown.'
            : 'The Act prints the title apart from the Wai number; only the Wai number is shown.',
        act,
        provision,
        actAsAt: r.act_reprint_as_at,
      },
    });
  });
}
