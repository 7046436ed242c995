import centresRaw from '../../../../../data/community-law-centres/community-law-centres.jsonl?raw';
import helplinesRaw from '../../../../../data/community-law-centres/helplines-official.jsonl?raw';

/**
 * Free legal help contacts shown with the guidance panels, read at build time from the bundled snapshot in
 * data/community-law-centres/ (Community Law Centres o Aotearoa and official helplines). Every entry keeps
 * the address of the page it was read from (`sourceUrl`). Nothing is added by hand.
 */
export interface HelpContact {
  name: string;
  /** Website as recorded (may lack a scheme), or null. */
  website: string | null;
  phone: string | null;
  hours: string | null;
  sourceUrl: string;
  kind: string;
}

interface RawRecord {
  kind?: string;
  name?: string;
  website?: string;
  phone?: string;
  hours?: string;
  source_url?: string;
}

function parseJsonl(raw: string): RawRecord[] {
  return raw
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as RawRecord);
}

function toContact(r: RawRecord): HelpContact | null {
  if (!r.name || !r.source_url) return null;
  return {
    name: r.name,
    website: r.website ?? null,
    phone: r.phone ?? null,
    hours: r.hours ?? null,
    sourceUrl: r.source_url,
    kind: r.kind ?? '',
  };
}

const centres = parseJsonl(centresRaw)
  .map(toContact)
  .filter((c): c is HelpContact => c !== null);
const helplines = parseJsonl(helplinesRaw)
  .map(toContact)
  .filter((c): c is HelpContact => c !== null);

/** Community Law Centres o Aotearoa (the national body, with its website). */
export const COMMUNITY_LAW = centres.find((c) => c.kind === 'national_body') ?? null;
/** Ministry of Justice legal aid information page. */
export const LEGAL_AID =
  helplines.find((c) => c.kind === 'service_info' && /legal aid/i.test(c.name)) ?? null;
/** Family violence helplines and emergency number read on govt.nz. */
export const FAMILY_VIOLENCE_LINES = helplines.filter(
  (c) =>
    c.kind === 'helpline' &&
    c.phone !== null &&
    /govt\.nz\/browse\/law-crime-and-justice\/abuse/.test(c.sourceUrl),
);

/** `communitylaw.org.nz` → `https://communitylaw.org.nz`; addresses with a scheme are returned unchanged. */
export function withScheme(url: string): string {
  return /^https?:\/\//.test(url) ? url : `https://${url}`;
}
