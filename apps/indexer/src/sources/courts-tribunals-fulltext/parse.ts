import type { Document } from '@aotearoa/contracts';
import { detectSuppressionNotice } from '../../enrich/suppression';
import { neutralCitation, partiesOf } from '../_shared/case-names';
import { clean, decodeEntities, makeDocument, nzDate } from '../_shared/common';
import { readWwlFolder, type WwlRecord } from '../_shared/worldwidelaw';

function absoluteUrl(url: string | null | undefined, base: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, base).toString();
  } catch {
    return null;
  }
}

function judgment(r: WwlRecord, court: string, source: string): Document {
  const cit = neutralCitation(r.citation ?? r.reference_no ?? '');
  const title = clean(decodeEntities(r.title));
  const notice = detectSuppressionNotice(r.text);
  return makeDocument({
    id:
      cit?.id ??
      r._id
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    title,
    type: 'case_law',
    court,
    citation: cit?.citation ?? null,
    date_published: nzDate(r.date),
    content: r.text,
    pdfUrl: absoluteUrl(r.pdf_url, r.url),
    metadata: {
      parties: partiesOf(decodeEntities(r.parties ?? r.title)),
      url: r.url,
      ...(r.member ? { member: decodeEntities(r.member) } : {}),
      ...(r.jurisdiction ? { jurisdiction: r.jurisdiction } : {}),
      ...(r.category ? { category: r.category } : {}),
      ...(r.act_section ? { related_acts: [r.act_section] } : {}),
      ...(r.outcome ? { outcome: r.outcome } : {}),
      ...(r.case_number ? { decision_number: r.case_number } : {}),
      ...(notice ? { suppression_notice: notice } : {}),
    },
    source,
    sourceUrl: r.url,
    retrievedAt: nzDate(r._fetched_at) ?? '2026-05-02',
  });
}

/**
 * Full-text decisions from the worldwidelaw NZ samples: Courts of New Zealand judgments (court as given:
 * Supreme Court / Court of Appeal / High Court), Employment Relations Authority determinations and the Commerce
 * Commission decision. IRD items are not indexed (Commissioner's statements are neither case law nor
 * legislation, and are Crown copyright); NZLII, SupremeCourt and TaxReview hold no records.
 */
export function parseWorldwidelaw(dataDir: string): Document[] {
  const out: Document[] = [];
  for (const r of readWwlFolder(dataDir, 'CourtsOfNZ')) {
    if (!r.court) throw new Error(`${r._id}: no court`);
    out.push(judgment(r, r.court, 'Courts of New Zealand (courtsofnz.govt.nz)'));
  }
  for (const r of readWwlFolder(dataDir, 'ERA')) {
    out.push(
      judgment(
        r,
        'Employment Relations Authority',
        'Employment Relations Authority (determinations.era.govt.nz)',
      ),
    );
  }
  for (const r of readWwlFolder(dataDir, 'CommerceCommission')) {
    out.push(judgment(r, 'Commerce Commission', 'Commerce Commission case register (comcom.govt.nz)'));
  }
  return out;
}
