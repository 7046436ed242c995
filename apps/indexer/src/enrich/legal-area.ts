import type { LegalArea } from '@aotearoa/contracts';

/**
 * Legal-area rules: for each area, terms matched (whole words, case-insensitive) in the title and in the text.
 * A title match scores TITLE_WEIGHT, each distinct text term 1; an area is assigned when its score reaches
 * THRESHOLD (so one title term suffices, text alone needs two distinct terms). Terms are the words NZ Acts and
 * judgments use (e.g. "personal grievance", "relationship property", "tenancy").
 */
interface Rule {
  area: LegalArea;
  title: RegExp;
  text: string[];
}
const TITLE_WEIGHT = 3;
const THRESHOLD = 2;
const w = (terms: string[]) => new RegExp(`\\b(?:${terms.join('|')})`, 'i');

export const LEGAL_AREA_RULES: Rule[] = [
  // Employment: ERA, Holidays Act, minimum wage, health and safety at work; ERA/Employment Court terms.
  {
    area: 'employment',
    title: w([
      'employment',
      'holidays act',
      'minimum wage',
      'wages',
      'health and safety at work',
      'equal pay',
      'parental leave',
      'employ',
    ]),
    text: [
      'personal grievance',
      'unjustified dismissal',
      'employment agreement',
      'employment relationship',
      'employer',
      'redundancy',
      'collective agreement',
    ],
  },
  // Family: relationship property, care of children, marriage, adoption, family courts, family violence.
  {
    area: 'family',
    title: w([
      'family',
      'property \\(relationships\\)',
      'relationship',
      'marriage',
      'care of children',
      'adoption',
      'child support',
      'domestic violence',
      'oranga tamariki',
      'children',
      'matrimonial',
      'guardianship',
    ]),
    text: [
      'relationship property',
      'care of children',
      'parenting order',
      'de facto relationship',
      'family court',
      'protection order',
      'guardianship',
    ],
  },
  // Property: land, relationship property, unit titles, property law, land transfer.
  {
    area: 'property',
    title: w([
      'property',
      'land transfer',
      'unit titles',
      'land act',
      'real estate',
      'conveyancing',
      'mortgage',
      'rating valuations',
    ]),
    text: [
      'certificate of title',
      'easement',
      'caveat',
      'mortgagee',
      'freehold',
      'land transfer',
      'relationship property',
    ],
  },
  // Tenancy: residential tenancies, Tenancy Tribunal, bonds.
  {
    area: 'tenancy',
    title: w(['tenanc', 'landlord', 'rent']),
    text: ['tenancy tribunal', 'residential tenancy', 'landlord', 'tenant', 'bond'],
  },
  // Criminal: Crimes Act, sentencing, parole, search, police, corrections, bail.
  {
    area: 'criminal',
    title: w([
      'crimes',
      'criminal',
      'sentencing',
      'parole',
      'search and surveillance',
      'misuse of drugs',
      'bail',
      'corrections',
      'policing',
      'summary offences',
      'proceeds of crime',
      'criminal proceeds',
      'r v',
    ]),
    text: [
      'sentence of imprisonment',
      'convicted',
      'conviction',
      'offending',
      'prosecution',
      'the crown',
      'guilty',
      'home detention',
    ],
  },
  // Constitutional: Bill of Rights, Constitution Act, electoral, Parliament, Official Information, judicature.
  {
    area: 'constitutional',
    title: w([
      'bill of rights',
      'constitution',
      'electoral',
      'parliament',
      'official information',
      'ombudsmen',
      'legislation act',
      'judicature',
      'senior courts',
      'cabinet',
      'crown entities',
      'public service',
      'magna carta',
    ]),
    text: [
      'bill of rights',
      'judicial review',
      'parliamentary sovereignty',
      'attorney-general',
      'declaration of inconsistency',
    ],
  },
  // Human rights: Human Rights Act, Bill of Rights, privacy, discrimination.
  {
    area: 'human_rights',
    title: w(['human rights', 'bill of rights', 'privacy', 'disabilit', 'discrimination']),
    text: ['discrimination', 'human rights', 'bill of rights', 'privacy', 'freedom of expression'],
  },
  // Environmental: RMA, conservation, climate, fisheries, biosecurity, hazardous substances.
  {
    area: 'environmental',
    title: w([
      'resource management',
      'environment',
      'conservation',
      'climate',
      'fisheries',
      'biosecurity',
      'hazardous substances',
      'wildlife',
      'marine',
      'forests',
      'waste minimisation',
      'reserves',
      'national parks',
    ]),
    text: [
      'resource consent',
      'district plan',
      'environment court',
      'resource management act',
      'regional council',
      'conservation',
    ],
  },
  // Commercial: companies, contracts, financial markets, insolvency, competition, trade marks.
  {
    area: 'commercial',
    title: w([
      'compan',
      'commerce',
      'contract',
      'financial markets',
      'insolvency',
      'partnership',
      'securities',
      'trade marks',
      'patents',
      'banking',
      'insurance',
      'trusts',
      'sale of goods',
      'building societies',
      'anti-money laundering',
      'receiverships',
      'arbitration',
      'copyright',
    ]),
    text: [
      'trade mark',
      'copyright',
      'patent',
      'liquidator',
      'liquidation',
      'shareholder',
      'breach of contract',
      'director',
      'commerce act',
      'merger',
      'trust deed',
    ],
  },
  // Consumer: Fair Trading, Consumer Guarantees, credit contracts.
  {
    area: 'consumer',
    title: w([
      'consumer',
      'fair trading',
      'credit contracts',
      'weights and measures',
      'motor vehicle sales',
      'door to door',
    ]),
    text: ['consumer guarantees', 'fair trading act', 'misleading', 'consumer'],
  },
  // Tax: income tax, GST, tax administration, customs duties, rates.
  {
    area: 'tax',
    title: w([
      'tax',
      'goods and services',
      'gst',
      'customs and excise',
      'stamp',
      'duties',
      'rating\\)',
      'inland revenue',
      'estate and gift',
    ]),
    text: ['commissioner of inland revenue', 'income tax', 'taxpayer', 'gst', 'tax avoidance', 'assessment'],
  },
  // Immigration: Immigration Act, refugees, citizenship.
  {
    area: 'immigration',
    title: w(['immigration', 'citizenship', 'refugee', 'passports']),
    text: ['immigration', 'refugee', 'deportation', 'visa', 'residence class'],
  },
  // Health: health practitioners, mental health, HDC, medicines, public health.
  {
    area: 'health',
    title: w([
      'health',
      'medicines',
      'medical',
      'hospital',
      'smokefree',
      'cancer',
      'pharmac',
      'disability commissioner',
      'mental health',
      'misuse of drugs',
      'food',
    ]),
    text: [
      'health practitioner',
      'patient',
      'mental health',
      'medical',
      'health and disability commissioner',
      'nurse',
      'doctor',
    ],
  },
  // Treaty and Māori land: Te Ture Whenua Māori, claims settlements, Waitangi Tribunal, Māori fisheries.
  {
    area: 'treaty_maori_land',
    title: w([
      'maori',
      'māori',
      'te ture whenua',
      'waitangi',
      'claims settlement',
      'treaty',
      'iwi',
      'ngati',
      'ngāti',
      'ngai',
      'ngāi',
      'te reo',
      'marae',
      'hapu',
      'hapū',
      'takutai moana',
    ]),
    text: [
      'treaty of waitangi',
      'te tiriti',
      'māori land court',
      'maori land court',
      'whenua',
      'iwi',
      'hapū',
      'hapu',
      'tikanga',
      'waitangi tribunal',
    ],
  },
  // Social security: benefits, superannuation, MSD.
  {
    area: 'social_security',
    title: w([
      'social security',
      'superannuation',
      'social assistance',
      'benefit',
      'war pensions',
      'veterans',
    ]),
    text: [
      'jobseeker support',
      'sole parent support',
      'benefit',
      'ministry of social development',
      'social security act',
      'supported living payment',
    ],
  },
  // Accident compensation: ACC.
  {
    area: 'accident_compensation',
    title: w(['accident compensation', 'injury prevention, rehabilitation']),
    text: [
      'accident compensation',
      'personal injury',
      'acc ',
      'accident compensation corporation',
      'weekly compensation',
    ],
  },
  // Civil procedure: courts, rules, evidence, limitation, disputes tribunals, judicial review procedure.
  {
    area: 'civil_procedure',
    title: w([
      'district court',
      'senior courts',
      'high court',
      'court of appeal',
      'supreme court',
      'courts',
      'evidence',
      'limitation',
      'disputes tribunal',
      'judicature',
      'tribunals',
      'arbitration',
      'legal services',
      'lawyers and conveyancers',
      'contempt',
      'judicial review procedure',
    ]),
    text: [
      'summary judgment',
      'strike out',
      'high court rules',
      'costs',
      'leave to appeal',
      'security for costs',
      'discovery',
    ],
  },
];

const TEXT_PATTERNS = LEGAL_AREA_RULES.map((r) => r.text.map((t) => new RegExp(`\\b${t}`, 'i')));
/** Only the first TEXT_CHARS characters of the text are looked at (titles, headings and openings decide). */
const TEXT_CHARS = 20_000;

/**
 * Areas fixed by the deciding body's jurisdiction: every decision of these courts and tribunals is in the area,
 * whatever its words (an ERA costs determination is still employment law; an HDC opinion is health law).
 */
export const COURT_AREAS: Readonly<Record<string, LegalArea>> = {
  'Employment Relations Authority': 'employment',
  'Employment Court': 'employment',
  'Health and Disability Commissioner': 'health',
  'Health Practitioners Disciplinary Tribunal': 'health',
  'Environment Court': 'environmental',
  'Māori Land Court': 'treaty_maori_land',
  'Family Court': 'family',
  'Youth Court': 'criminal',
  'Taxation Review Authority': 'tax',
  'Commerce Commission': 'commercial',
};

/**
 * Names that contain an area's words without being about that area, removed from the title before the rules run:
 * the Ministry of Business, Innovation and Employment is a party to immigration and building cases; a family trust
 * or a family company is a party to property, tax and commercial cases.
 */
const NEUTRAL_NAMES: readonly RegExp[] = [
  /\b(?:chief executive of (?:the )?)?ministry of business,? innovation,? (?:and|&) employment\b/gi,
  // Its initials, as some titles give the ministry ("Chief Executive of MBIE").
  /\b(?:chief executive of (?:the )?)?mbie\b/gi,
  /\bfamily (?:trust|trustees?|investments?|holdings?|company|companies|limited|ltd|partnership|estate)\b/gi,
];

/** The title without NEUTRAL_NAMES. */
export function subjectTitle(title: string): string {
  return NEUTRAL_NAMES.reduce((t, re) => t.replace(re, ' '), title);
}

/**
 * Assigns legal areas (values of LEGAL_AREAS) to a document: first the area fixed by the deciding body
 * (COURT_AREAS, when `court` is one of them), then the documented rules above on the title less NEUTRAL_NAMES
 * (a party's name is not the subject) — title terms weigh TITLE_WEIGHT,
 * each distinct text term 1, an area needs THRESHOLD. Returns `['general']` when nothing applies.
 * Pure; used by the corpus loader when a source sets no areas.
 */
export function classifyLegalAreas(title: string, text?: string | null, court?: string | null): LegalArea[] {
  const head = (text ?? '').slice(0, TEXT_CHARS);
  const fixed = court ? COURT_AREAS[court] : undefined;
  const out: LegalArea[] = fixed ? [fixed] : [];
  const subject = subjectTitle(title);
  LEGAL_AREA_RULES.forEach((rule, i) => {
    let score = rule.title.test(subject) ? TITLE_WEIGHT : 0;
    if (score < THRESHOLD && head) {
      for (const re of TEXT_PATTERNS[i] ?? []) if (re.test(head)) score += 1;
    }
    if (score >= THRESHOLD && !out.includes(rule.area)) out.push(rule.area);
  });
  return out.length ? out : ['general'];
}
