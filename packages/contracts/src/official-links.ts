import type { DocumentType } from './constants';
import type { DirectoryKind } from './indexes/directory';
import { OFFICIAL_HOSTS } from './official-url';

/**
 * A record's public link is its official page: the page of the body that made or publishes the thing (the
 * legislation site, the court, the tribunal, the ministry, the council, the university, the publisher, the
 * organisation's own site). A copy the record was read from (a blog, an encyclopaedia mirror, a PDF-sharing site, a
 * repository) stays the record's `sourceUrl` — its provenance — and is never its main link. A record whose
 * official page is not known from the data has no main link (none is ever made up).
 */

/** New Zealand public-sector domains: a page under one of them is the public body's own. */
export const PUBLIC_SECTOR_HOSTS = ['govt.nz', 'parliament.nz', 'mil.nz', 'ac.nz', 'health.nz'] as const;

/**
 * Hosts (with their subdomains) accepted as the main link of a directory record, by kind, beyond
 * PUBLIC_SECTOR_HOSTS: the organisations' own sites as the snapshots name them (Community Law Centres, the Law
 * Society, Crown entities and companies listed by the govt.nz directory, the councils on their own domains), the
 * publishers of journals and databases, the councils' open-data portals (ArcGIS Hub), and GitHub only for data
 * sources published there. Not listed, on purpose: scribd, dokumen.tips, pdf4pro, pdfslide, paperzz, blogspot,
 * Wikipedia and its mirrors, news aggregators and trade magazines.
 */
export const DIRECTORY_OFFICIAL_HOSTS: Record<DirectoryKind, readonly string[]> = {
  legislation_update: ['legislation.govt.nz'],
  building_code_clause: [],
  building_method: [],
  standard: ['standards.govt.nz', 'standards.co.nz'],
  government_organisation: [
    'metservice.com',
    'acc.co.nz',
    'agmardt.org.nz',
    'airnewzealand.co.nz',
    'airways.co.nz',
    'asa.co.nz',
    'asianz.org.nz',
    'asurequality.com',
    'bankomb.org.nz',
    'ccrc.nz',
    'cityraillink.co.nz',
    'crownirrigation.co.nz',
    'drugfreesport.org.nz',
    'elections.org.nz',
    'fairwayresolution.com',
    'fireandemergency.nz',
    'fishandgame.org.nz',
    'foodinnovationnetwork.co.nz',
    'foodstandards.gov.au',
    'genesisenergy.co.nz',
    'hdc.org.nz',
    'heritage.org.nz',
    'hpsnz.org.nz',
    'hrc.co.nz',
    'kiwirail.co.nz',
    'kordia.co.nz',
    'ldac.org.nz',
    'manamokopuna.org.nz',
    'maoritelevision.com',
    'mercury.co.nz',
    'meridianenergy.co.nz',
    'n4l.co.nz',
    'ngaitahu.iwi.nz',
    'nzals.co.nz',
    'nzblood.co.nz',
    'nzcer.org.nz',
    'nzfilm.co.nz',
    'nzgameanimalcouncil.org.nz',
    'nzgcp.co.nz',
    'nzlotteries.co.nz',
    'nzpost.co.nz',
    'nzso.co.nz',
    'nzsuperfund.nz',
    'pacificbusiness.co.nz',
    'pacificmedianetwork.com',
    'pamunewzealand.com',
    'pcf.org.nz',
    'pestoff.co.nz',
    'pf2050.co.nz',
    'pgdb.co.nz',
    'phfscience.nz',
    'privacy.org.nz',
    'publictrust.co.nz',
    'qeiinationaltrust.org.nz',
    'qv.co.nz',
    'radionz.co.nz',
    'reannz.co.nz',
    'southernresponse.co.nz',
    'sportintegrity.nz',
    'sportnz.org.nz',
    'standards.co.nz',
    'taic.org.nz',
    'tdr.org.nz',
    'teachingcouncil.nz',
    'tekura.school.nz',
    'telarc.co.nz',
    'tematawai.maori.nz',
    'tetumupaeroa.co.nz',
    'tourismnewzealand.com',
    'transpower.co.nz',
    'tuputonu.co.nz',
    'tvnz.co.nz',
    'wananga.com',
    'whakarongorau.nz',
  ],
  government_form: [],
  dataset: ['arcgis.com'],
  court_fee: [],
  court_form: [],
  council: ['newplymouthnz.com', 'rotorualakescouncil.nz', 'southtaranaki.com', 'upperhuttcity.com'],
  council_plan: ['newplymouthnz.com', 'rotorualakescouncil.nz', 'southtaranaki.com', 'upperhuttcity.com'],
  environmental_instrument: [],
  maori_court: [],
  waitangi_inquiry: [],
  waitangi_claim: [],
  legal_service: [
    'communitylaw.org.nz',
    'aclc.org.nz',
    'otaracommunitylawcentre.com',
    'communitylawotago.com',
    'cab.org.nz',
  ],
  helpline: ['womensrefuge.org.nz'],
  law_school: [],
  journal: ['nzlii.org', 'austlii.edu.au', 'legalresearch.org.nz', 'maorilawreview.co.nz'],
  legal_organisation: [
    'adls.org.nz',
    'awla.org.nz',
    'borrinfoundation.nz',
    'communitylaw.org.nz',
    'cwla.org.nz',
    'equaljusticeproject.co.nz',
    'hrc.co.nz',
    'justspeak.org.nz',
    'lawfoundation.org.nz',
    'lawsociety.org.nz',
    'legalresearch.org.nz',
    'maorilawsociety.org.nz',
    'nzbar.org.nz',
    'rmla.org.nz',
    'youthlaw.co.nz',
  ],
  news_item: ['lawsociety.org.nz', 'gazette.govt.nz', 'legislation.govt.nz'],
  grant: ['borrinfoundation.nz', 'lawfoundation.org.nz', 'lawsociety.org.nz'],
  legal_database: ['nzlii.org', 'austlii.edu.au', 'lawreports.nz', 'communitylaw.org.nz'],
  data_source: ['github.com'],
  guidance_situation: ['legislation.govt.nz'],
  guidance_topic: ['legislation.govt.nz'],
};

/** The fields of a directory record's `fields` that hold a link the cards show as the record's own page. */
export const DIRECTORY_LINK_FIELDS = [
  'url',
  'website',
  'baseUrl',
  'downloadUrl',
  'applicationUrl',
  'contactPage',
  'apiUrl',
  'searchUrl',
] as const;

/** The lower-case host name of an http(s) address, or null (no scheme, another scheme, not an address). */
export function linkHost(url: string | null | undefined): string | null {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url.trim())) return null;
  try {
    return new URL(url.trim()).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
}

function hostIn(host: string, hosts: readonly string[]): boolean {
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/**
 * True when `url` may be the main link of a directory record of `kind`: an http(s) address whose host is (a
 * subdomain of) a PUBLIC_SECTOR_HOSTS domain or a host listed for the kind in DIRECTORY_OFFICIAL_HOSTS.
 * False for anything else, including null and addresses without a scheme. Never throws.
 */
export function isOfficialDirectoryLink(kind: DirectoryKind, url: string | null | undefined): boolean {
  const host = linkHost(url);
  if (!host) return false;
  return hostIn(host, PUBLIC_SECTOR_HOSTS) || hostIn(host, DIRECTORY_OFFICIAL_HOSTS[kind] ?? []);
}

/** `url` when it is an official link for `kind` (`isOfficialDirectoryLink`), else null. */
export function officialDirectoryLink(kind: DirectoryKind, url: string | null | undefined): string | null {
  return isOfficialDirectoryLink(kind, url) ? (url as string).trim() : null;
}

/**
 * True when `url`'s host is official for some record: a public-sector domain, a host of any directory kind's
 * list, or a document type's official host (contracts' OFFICIAL_HOSTS). The source line of a card says "read from
 * a copy at …" for any other host.
 */
export function isOfficialHostAnywhere(url: string | null | undefined): boolean {
  const host = linkHost(url);
  if (!host) return false;
  if (hostIn(host, PUBLIC_SECTOR_HOSTS)) return true;
  const kinds = Object.values(DIRECTORY_OFFICIAL_HOSTS).filter((hosts) => !hosts.includes('github.com'));
  if (kinds.some((hosts) => hostIn(host, hosts))) return true;
  return (Object.keys(OFFICIAL_HOSTS) as DocumentType[]).some((t) => hostIn(host, OFFICIAL_HOSTS[t]));
}
