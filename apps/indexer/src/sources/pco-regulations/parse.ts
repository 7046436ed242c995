import type { Document } from '@aotearoa/contracts';
import { makeDocument, parsePrintedDate } from '../_shared/common';
import {
  readFragments,
  renderFragments,
  SSA_REGS_FILE,
  SSA_RETRIEVED_AT,
  SSA_SNAPSHOT_NOTE,
} from '../_shared/docref-fragments';

/**
 * The Social Security Regulations 2018 as one `regulation` document (id `reg-social-security-regulations-2018`),
 * content by regulation (`r 3 Interpretation`). Made by Order in Council on 15 October 2018 (cover fragment).
 */
export function parseSocialSecurityRegulations(dataDir: string): Document {
  const frags = readFragments(dataDir, SSA_REGS_FILE);
  const r = renderFragments(frags, 'r');
  const made = /this (\d+)(?:st|nd|rd|th) day of (\w+) (\d{4})/.exec(
    frags.find((f) => f.id === 'cover-line1')?.c ?? '',
  );
  const date = made ? parsePrintedDate(`${made[1]} ${made[2]} ${made[3]}`) : null;
  return makeDocument({
    id: 'reg-social-security-regulations-2018',
    title: 'Social Security Regulations 2018',
    type: 'regulation',
    date_enacted: date,
    legal_area: ['social_security'],
    content: r.content,
    sections_count: r.sections,
    metadata: {
      sections: r.headings,
      related_acts: ['Social Security Act 2018'],
      snapshot_note: SSA_SNAPSHOT_NOTE,
      version_note: 'docref version 186 (not a PCO reprint number)',
    },
    source: 'Parliamentary Counsel Office (legislation.govt.nz), via docref.org',
    sourceUrl: frags[0]?.url.replace(/#.*$/, '') ?? 'https://docref.org/nz/ssar/186/en/',
    retrievedAt: SSA_RETRIEVED_AT,
  });
}
