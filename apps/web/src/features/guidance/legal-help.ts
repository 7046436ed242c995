import type { Helpline, LegalService } from '@aotearoa/contracts';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/**
 * Free legal help contacts shown with the guidance panels, from the API (`GET /api/free-legal-services` and
 * `GET /api/legal-helplines`: the Community Law Centres and official helplines snapshot in the directory index) —
 * the same road as the Free Legal Services panel. Every entry keeps the address of the page it was read from
 * (`sourceUrl`). Nothing is added by hand.
 */
export interface HelpContact {
  name: string;
  /** Website as recorded (may lack a scheme), or null. */
  website: string | null;
  phone: string | null;
  hours: string | null;
  sourceUrl: string;
}

export function serviceContact(s: LegalService): HelpContact {
  return {
    name: s.name,
    website: s.contact.website,
    phone: s.contact.phone,
    hours: s.hours,
    sourceUrl: s.sourceUrl,
  };
}

export function helplineContact(h: Helpline): HelpContact {
  return { name: h.name, website: null, phone: h.phone, hours: h.hours, sourceUrl: h.sourceUrl };
}

/** The contacts the guidance panels show, picked from the API's answers. */
export interface FreeLegalHelpContacts {
  /** Community Law Centres o Aotearoa: the national Community Law service (no region). */
  communityLaw: HelpContact | null;
  /** Ministry of Justice legal aid information. */
  legalAid: HelpContact | null;
  /** Emergency number and family violence helplines read on govt.nz. */
  familyViolenceLines: HelpContact[];
}

/** Picks the contacts: the national Community Law service, legal aid, and the emergency and family violence lines. */
export function pickContacts(
  services: readonly LegalService[],
  helplines: readonly Helpline[],
): FreeLegalHelpContacts {
  const communityLaw = services.find((s) => s.type === 'community_law' && s.region === null);
  const legalAid = services.find((s) => s.type === 'legal_aid');
  return {
    communityLaw: communityLaw ? serviceContact(communityLaw) : null,
    legalAid: legalAid ? serviceContact(legalAid) : null,
    familyViolenceLines: helplines
      .filter((h) => h.group === 'emergency' || h.group === 'family_violence')
      .map(helplineContact),
  };
}

/** The free legal help contacts (empty while loading or when the API cannot answer). Fetched once per visit. */
export function useFreeLegalHelp(familyViolence: boolean): FreeLegalHelpContacts {
  const services = useQuery({
    ...trpc.people.freeLegalServices.queryOptions({}),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const helplines = useQuery({
    ...trpc.people.legalHelplines.queryOptions({}),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: familyViolence,
  });
  return pickContacts(services.data?.services ?? [], familyViolence ? (helplines.data ?? []) : []);
}

/** `communitylaw.org.nz` → `https://communitylaw.org.nz`; addresses with a scheme are returned unchanged. */
export function withScheme(url: string): string {
  return /^https?:\/\//.test(url) ? url : `https://${url}`;
}
