import { z } from 'zod';
import { reduceQuery } from './query-terms';

/**
 * Built-in plain-language guidance shown on the main page beside the inline search: situation guidance
 * ("I have been fired") and topic information ("employment law").
 *
 * Rules for these records:
 * - every statement of law carries its source: the Act (title exactly as on legislation.govt.nz) and section;
 * - every Act carries its official legislation.govt.nz address (from the bundled Acts list in data/);
 * - every case named is in the bundled case data (JDO metadata, JDO judgment texts, Courts of New Zealand and
 *   Employment Relations Authority records) with its neutral citation; where no suitable case is in the data
 *   the list is empty — cases are never invented;
 * - publication-restriction notices printed on a judgment are carried verbatim and must be shown.
 *
 * This is general information, not legal advice; the interface says so and points to free legal help.
 */

/** Provenance of the guidance records as a whole. */
export const GUIDANCE_PROVENANCE = {
  source: 'Aotearoa Legal editorial summary of New Zealand legislation',
  sourceUrl: 'https://www.legislation.govt.nz/',
  retrievedAt: '2026-11-22',
} as const;

/** An Act as cited by a guidance record: exact title and its official legislation.govt.nz page. */
export const ActRefSchema = z.object({
  title: z.string(),
  url: z.url(),
});
export type ActRef = z.infer<typeof ActRefSchema>;

/** The statutory source of one statement: an Act title and a section (`s 114`, `ss 21–31`). */
export const LegalSourceSchema = z.object({
  act: z.string(),
  section: z.string(),
});
export type LegalSource = z.infer<typeof LegalSourceSchema>;

/** One statement of law with its source. */
export const LegalStatementSchema = z.object({
  text: z.string(),
  source: LegalSourceSchema,
});
export type LegalStatement = z.infer<typeof LegalStatementSchema>;

/** A case named in guidance. The citation is a neutral citation present in the bundled case data. */
export const CaseRefSchema = z.object({
  name: z.string(),
  citation: z.string(),
  court: z.string(),
  /** Why the case is relevant, in one sentence, as read from the judgment. */
  relevance: z.string(),
  /** Publication-restriction notice printed on the judgment, verbatim; never stripped. */
  publicationNotice: z.string().nullable(),
  source: z.string(),
  sourceUrl: z.url(),
});
export type CaseRef = z.infer<typeof CaseRefSchema>;

export const URGENCY_LEVELS = ['high', 'medium', 'low'] as const;
export const UrgencySchema = z.enum(URGENCY_LEVELS);
export type Urgency = z.infer<typeof UrgencySchema>;

/** Guidance for an everyday situation. */
export const SituationGuidanceSchema = z.object({
  id: z.string(),
  situation: z.string(),
  /** Words people use for this situation; reduced with `reduceQuery` before matching. */
  keywords: z.array(z.string()).min(1),
  relevantAct: ActRefSchema,
  keyPoints: z.array(LegalStatementSchema).min(1),
  /** The statutory time limit that matters most, or null when none applies generally. */
  timeLimit: LegalStatementSchema.nullable(),
  suggestedActions: z.array(z.string()),
  relevantCases: z.array(CaseRefSchema),
  relatedTopics: z.array(z.string()),
  urgency: UrgencySchema,
});
export type SituationGuidance = z.infer<typeof SituationGuidanceSchema>;

/** Information about an area of law. */
export const TopicInformationSchema = z.object({
  id: z.string(),
  topic: z.string(),
  keywords: z.array(z.string()).min(1),
  definition: LegalStatementSchema,
  relevantCourt: LegalStatementSchema,
  timeLimit: LegalStatementSchema.nullable(),
  applicableLaw: z.array(ActRefSchema).min(1),
  keyProvisions: z.array(LegalStatementSchema),
  importantCaseLaw: z.array(CaseRefSchema),
  practicalTips: z.array(z.string()),
  relatedTopics: z.array(z.string()),
});
export type TopicInformation = z.infer<typeof TopicInformationSchema>;

// ---------------------------------------------------------------------------------------------------------
// Acts (titles and addresses from the bundled legislation.govt.nz Acts list and Act outlines in data/)

const act = (title: string, url: string): ActRef => ({ title, url });
const ACTS = {
  era: act(
    'Employment Relations Act 2000',
    'https://www.legislation.govt.nz/act/public/2000/0024/latest/DLM58317.html',
  ),
  pra: act(
    'Property (Relationships) Act 1976',
    'https://www.legislation.govt.nz/act/public/1976/0166/latest/DLM440945.html',
  ),
  limitation: act(
    'Limitation Act 2010',
    'https://www.legislation.govt.nz/act/public/2010/0110/latest/DLM2033120.html',
  ),
  cpa: act(
    'Criminal Procedure Act 2011',
    'https://www.legislation.govt.nz/act/public/2011/0081/latest/DLM3359962.html',
  ),
  dca: act(
    'District Court Act 2016',
    'https://www.legislation.govt.nz/act/public/2016/0049/latest/DLM6942201.html',
  ),
  rta: act(
    'Residential Tenancies Act 1986',
    'https://www.legislation.govt.nz/act/public/1986/0120/latest/DLM94278.html',
  ),
  fva: act(
    'Family Violence Act 2018',
    'https://www.legislation.govt.nz/act/public/2018/0046/latest/DLM7159322.html',
  ),
  companies: act(
    'Companies Act 1993',
    'https://www.legislation.govt.nz/act/public/1993/0105/latest/DLM319570.html',
  ),
  taa: act(
    'Tax Administration Act 1994',
    'https://www.legislation.govt.nz/act/public/1994/0166/latest/DLM348343.html',
  ),
  gst: act(
    'Goods and Services Tax Act 1985',
    'https://www.legislation.govt.nz/act/public/1985/0141/latest/DLM81035.html',
  ),
  reaa: act(
    'Real Estate Agents Act 2008',
    'https://www.legislation.govt.nz/act/public/2008/0066/latest/DLM1151921.html',
  ),
  fta: act(
    'Fair Trading Act 1986',
    'https://www.legislation.govt.nz/act/public/1986/0121/latest/DLM96439.html',
  ),
  ota: act(
    'Oranga Tamariki Act 1989',
    'https://legislation.govt.nz/act/public/1989/0024/latest/DLM147088.html',
  ),
  coca: act(
    'Care of Children Act 2004',
    'https://www.legislation.govt.nz/act/public/2004/0090/latest/DLM317233.html',
  ),
  vra: act(
    "Victims' Rights Act 2002",
    'https://www.legislation.govt.nz/act/public/2002/0039/latest/DLM157813.html',
  ),
  pvca: act(
    "Prisoners' and Victims' Claims Act 2005",
    'https://www.legislation.govt.nz/act/public/2005/0074/latest/DLM350821.html',
  ),
  sentencing: act(
    'Sentencing Act 2002',
    'https://www.legislation.govt.nz/act/public/2002/0009/latest/DLM135342.html',
  ),
  hra: act(
    'Human Rights Act 1993',
    'https://www.legislation.govt.nz/act/public/1993/0082/latest/DLM304212.html',
  ),
  nzbora: act(
    'New Zealand Bill of Rights Act 1990',
    'https://www.legislation.govt.nz/act/public/1990/0109/latest/DLM224792.html',
  ),
  ccla: act(
    'Contract and Commercial Law Act 2017',
    'https://www.legislation.govt.nz/act/public/2017/0005/latest/DLM6844033.html',
  ),
  dta: act(
    'Disputes Tribunal Act 1988',
    'https://www.legislation.govt.nz/act/public/1988/0110/latest/DLM133282.html',
  ),
  fca: act(
    'Family Court Act 1980',
    'https://www.legislation.govt.nz/act/public/1980/0161/latest/DLM42254.html',
  ),
  crimes: act(
    'Crimes Act 1961',
    'https://www.legislation.govt.nz/act/public/1961/0043/latest/DLM327382.html',
  ),
} as const;

const st = (text: string, a: ActRef, section: string): LegalStatement => ({
  text,
  source: { act: a.title, section },
});

// ---------------------------------------------------------------------------------------------------------
// Cases (each in the bundled case data; relevance read from the judgment text)

const JDO_TEXTS = {
  source: 'Ministry of Justice Judicial Decisions Online judgment text (OpenLaw NZ parsers test data)',
  sourceUrl: 'https://github.com/openlawnz/openlawnz-parsers',
};

const CASES = {
  chand: {
    name: 'Chand v Professional Stylish Barber Shop Ltd',
    citation: '[2026] NZERA 244',
    court: 'Employment Relations Authority',
    relevance:
      'An employee who resigned after two warning letters claimed constructive dismissal; the Authority ordered compensation under s 123(1)(c)(i) and three months’ lost wages.',
    publicationNotice: null,
    source: 'Employment Relations Authority determinations',
    sourceUrl: 'https://determinations.era.govt.nz/determination/view/21200',
  },
  clayton: {
    name: 'Clayton v Clayton',
    citation: '[2015] NZCA 30',
    court: 'Court of Appeal',
    relevance:
      'Relationship property claim after a marriage ended: whether trusts settled during the marriage (the Vaughan Road Property Trust) could be treated as relationship property.',
    publicationNotice:
      'NOTE: PURSUANT TO S 169 OF THE FAMILY PROCEEDINGS ACT 1980 AND S 35A OF THE PROPERTY (RELATIONSHIPS) ACT 1976, ANY REPORT OF THIS PROCEEDING MUST COMPLY WITH SS 11B TO 11D OF THE FAMILY COURTS ACT 1980. FOR FURTHER INFORMATION, PLEASE SEE HTTP://WWW.JUSTICE.GOVT.NZ/COURTS/FAMILY- COURT/LEGISLATION/RESTRICTIONS-ON-PUBLICATIONS.',
    ...JDO_TEXTS,
  },
  reekie: {
    name: 'Reekie v Claimants A',
    citation: '[2018] NZHC 2434',
    court: 'High Court',
    relevance:
      'Appeal under the Prisoners’ and Victims’ Claims Act 2005 against an award of exemplary damages made to two victims by the Victims’ Special Claims Tribunal.',
    publicationNotice: null,
    ...JDO_TEXTS,
  },
  taylor: {
    name: 'Attorney-General v Taylor',
    citation: '[2018] NZSC 104',
    court: 'Supreme Court',
    relevance:
      'The Supreme Court held that the senior courts may declare legislation inconsistent with the New Zealand Bill of Rights Act 1990.',
    publicationNotice: null,
    ...JDO_TEXTS,
  },
  sVP: {
    name: 'S v P',
    citation: '[2018] NZHC 2645',
    court: 'High Court',
    relevance:
      'Appeal against a Family Court order under the Care of Children Act 2004 for the return of two children to Australia.',
    publicationNotice:
      'NOTE: PURSUANT TO S 139 OF THE CARE OF CHILDREN ACT 2004, ANY REPORT OF THIS PROCEEDING MUST COMPLY WITH SS 11B, 11C AND 11D OF THE FAMILY COURT ACT 1980. FOR FURTHER INFORMATION, PLEASE SEE https://www.justice.govt.nz/family/about/restriction-on-publishing- judgments/',
    ...JDO_TEXTS,
  },
  greenCarr: {
    name: 'Green v Carr',
    citation: '[2018] NZHC 3408',
    court: 'High Court',
    relevance:
      'Appeal from a District Court judgment ordering payment of $12,500 under a written settlement agreement between neighbouring landowners.',
    publicationNotice: null,
    ...JDO_TEXTS,
  },
  kumar: {
    name: 'Kumar v Police',
    citation: '[2018] NZHC 3202',
    court: 'High Court',
    relevance:
      'Conviction appeal: whether a miscarriage of justice occurred where the defendant said he was not told of his right to a jury trial or properly advised about giving evidence.',
    publicationNotice: null,
    ...JDO_TEXTS,
  },
} satisfies Record<string, CaseRef>;

// ---------------------------------------------------------------------------------------------------------
// Situations

const SITUATIONS_RAW: SituationGuidance[] = [
  {
    id: 'employment-dismissal',
    situation: 'Being fired or dismissed from a job',
    keywords: ['being fired', 'sacked', 'dismissed', 'unfair dismissal', 'lost my job', 'personal grievance'],
    relevantAct: ACTS.era,
    keyPoints: [
      st(
        'An employee who believes they were unjustifiably dismissed, or unjustifiably disadvantaged, may raise a personal grievance.',
        ACTS.era,
        's 103',
      ),
      st(
        'Whether a dismissal was justifiable is judged by whether the employer’s actions, and how the employer acted, were what a fair and reasonable employer could have done in all the circumstances.',
        ACTS.era,
        's 103A',
      ),
      st(
        'Employer and employee must deal with each other in good faith, including during a dismissal process.',
        ACTS.era,
        's 4',
      ),
      st(
        'A dismissed employee may ask the employer for a written statement of the reasons for the dismissal.',
        ACTS.era,
        's 120',
      ),
      st(
        'Remedies for a personal grievance can include reinstatement, reimbursement of lost wages and compensation for humiliation, loss of dignity and injury to feelings.',
        ACTS.era,
        's 123',
      ),
    ],
    timeLimit: st(
      'A personal grievance must be raised with the employer within 90 days of the action complained of, or of when it came to the employee’s notice, whichever is later.',
      ACTS.era,
      's 114',
    ),
    suggestedActions: [
      'Write down what happened and when, and keep letters, emails and your employment agreement.',
      'Raise the grievance with your employer in writing, well within the 90 days.',
      'Get free advice from a Community Law Centre before you sign anything.',
    ],
    relevantCases: [CASES.chand],
    relatedTopics: ['Employment law'],
    urgency: 'high',
  },
  {
    id: 'relationship-property',
    situation: 'Leaving a relationship: dividing property',
    keywords: [
      'leaving a relationship',
      'break up',
      'separated',
      'divorce',
      'de facto',
      'relationship property',
    ],
    relevantAct: ACTS.pra,
    keyPoints: [
      st(
        'Relationship property includes the family home and chattels and most property acquired during the relationship.',
        ACTS.pra,
        's 8',
      ),
      st(
        'On division, each partner is generally entitled to share equally in the family home, the family chattels and other relationship property.',
        ACTS.pra,
        's 11',
      ),
      st(
        'Different rules apply to relationships of short duration (generally under 3 years).',
        ACTS.pra,
        's 14A',
      ),
      st(
        'Partners may make their own written agreement about their property; it is binding only if the formal requirements, including independent legal advice, are met.',
        ACTS.pra,
        ss('21', '21F'),
      ),
      st('Applications under the Act are generally heard by the Family Court.', ACTS.pra, 's 22'),
    ],
    timeLimit: st(
      'An application must be made within 12 months after a marriage or civil union is dissolved, or within 3 years after a de facto relationship ends (the court may extend the time).',
      ACTS.pra,
      's 24',
    ),
    suggestedActions: [
      'List the property and debts of each partner, with dates they were acquired.',
      'Keep copies of bank statements, titles, trust deeds and any agreement you signed.',
      'Get free advice from a Community Law Centre, or ask about family legal aid.',
    ],
    relevantCases: [CASES.clayton],
    relatedTopics: ['Relationship property', 'Family law'],
    urgency: 'medium',
  },
  {
    id: 'tenancy-bond',
    situation: 'Tenancy bond disputes',
    keywords: ['bond', 'tenancy bond', 'landlord', 'renting', 'tenant', 'residential tenancies'],
    relevantAct: ACTS.rta,
    keyPoints: [
      st('A landlord may not require a bond of more than 4 weeks’ rent.', ACTS.rta, 's 18'),
      st(
        'A landlord who receives a bond must lodge it with the chief executive (Tenancy Services).',
        ACTS.rta,
        's 19',
      ),
      st('A landlord must not require any other security beyond the permitted bond.', ACTS.rta, 's 18A'),
      st('Disputes about bonds are decided by the Tenancy Tribunal.', ACTS.rta, 's 77'),
    ],
    timeLimit: null,
    suggestedActions: [
      'Keep your bond lodgement receipt, the tenancy agreement and photos of the property at the start and end.',
      'Try to agree the bond refund with the landlord in writing first.',
      'Get free advice from a Community Law Centre if you cannot agree.',
    ],
    relevantCases: [],
    relatedTopics: ['Contract law'],
    urgency: 'medium',
  },
  {
    id: 'family-violence',
    situation: 'Family violence and protection orders',
    keywords: ['family violence', 'domestic violence', 'protection order', 'abuse', 'abusive partner'],
    relevantAct: ACTS.fva,
    keyPoints: [
      st(
        'Family violence includes physical, sexual and psychological abuse, and a pattern of behaviour that is coercive or controlling.',
        ACTS.fva,
        's 9',
      ),
      st(
        'The Family Court may make a protection order against a person who has used family violence against the applicant where it is necessary for the protection of the applicant or a child of the applicant’s family.',
        ACTS.fva,
        's 79',
      ),
      st(
        'In decisions about children, the court must take into account any family violence.',
        ACTS.coca,
        's 5A',
      ),
    ],
    timeLimit: null,
    suggestedActions: [
      'If you are in danger now, call 111.',
      'Call a family violence helpline listed below for support and safety planning.',
      'A lawyer can apply for a protection order for you; ask about legal aid.',
    ],
    relevantCases: [],
    relatedTopics: ['Family law', 'Criminal law'],
    urgency: 'high',
  },
  {
    id: 'starting-business',
    situation: 'Starting a business',
    keywords: [
      'starting a business',
      'start a business',
      'company',
      'incorporate',
      'sole trader',
      'gst registration',
    ],
    relevantAct: ACTS.companies,
    keyPoints: [
      st(
        'A company must have a name, one or more shares, one or more shareholders and one or more directors.',
        ACTS.companies,
        's 10',
      ),
      st('A company is formed by applying to the Registrar for registration.', ACTS.companies, 's 12'),
      st(
        'A registered company is a legal entity in its own right, separate from its shareholders.',
        ACTS.companies,
        's 15',
      ),
      st(
        'GST is charged on supplies of goods and services made in the course of a taxable activity by a registered person.',
        ACTS.gst,
        's 8',
      ),
      st('Businesses must not engage in misleading or deceptive conduct in trade.', ACTS.fta, 's 9'),
    ],
    timeLimit: null,
    suggestedActions: [
      'Decide on the structure (sole trader, partnership or company) before signing leases or contracts.',
      'Check with Inland Revenue whether you must register for GST.',
      'Keep business and personal money separate from day one.',
    ],
    relevantCases: [],
    relatedTopics: ['Contract law'],
    urgency: 'low',
  },
  {
    id: 'tax-problems',
    situation: 'Tax problems and disputes with Inland Revenue',
    keywords: ['tax problems', 'tax', 'inland revenue', 'ird', 'tax debt', 'tax assessment'],
    relevantAct: ACTS.taa,
    keyPoints: [
      st(
        'Every taxpayer must, among other things, correctly determine the amount of tax payable and keep the required records.',
        ACTS.taa,
        's 15B',
      ),
      st(
        'The Commissioner of Inland Revenue is charged with the care and management of the taxes and must protect the integrity of the tax system.',
        ACTS.taa,
        's 6A',
      ),
    ],
    timeLimit: st(
      'The Commissioner generally cannot amend an income tax assessment to increase the tax payable more than 4 years after the end of the tax year in which the return was provided.',
      ACTS.taa,
      's 108',
    ),
    suggestedActions: [
      'Read every letter from Inland Revenue and note its response date.',
      'Contact Inland Revenue early if you cannot pay; keep notes of every call.',
      'Get advice from a tax adviser or a Community Law Centre if you disagree with an assessment.',
    ],
    relevantCases: [],
    relatedTopics: [],
    urgency: 'medium',
  },
  {
    id: 'buying-selling-house',
    situation: 'Buying and selling a house',
    keywords: ['buying a house', 'selling a house', 'real estate', 'real estate agent', 'property purchase'],
    relevantAct: ACTS.reaa,
    keyPoints: [
      st(
        'A person may not carry out real estate agency work unless licensed under the Act or exempt.',
        ACTS.reaa,
        's 6',
      ),
      st('Licensed agents are bound by a code of professional conduct and client care.', ACTS.reaa, 's 14'),
      st(
        'No person may, in trade, make false or misleading representations in connection with the sale of an interest in land.',
        ACTS.fta,
        's 14',
      ),
    ],
    timeLimit: st(
      'A money claim, for example for breach of a sale and purchase agreement, must generally be brought within 6 years of the act or omission it is based on.',
      ACTS.limitation,
      's 11',
    ),
    suggestedActions: [
      'Have a lawyer or conveyancer check the sale and purchase agreement before you sign.',
      'Check that the agent is licensed.',
      'Keep the agreement, the title search and any reports you relied on.',
    ],
    relevantCases: [],
    relatedTopics: ['Contract law'],
    urgency: 'medium',
  },
  {
    id: 'youth-court',
    situation: 'Youth Court: a young person charged with an offence',
    keywords: ['youth court', 'young person charged', 'youth justice', 'teenager arrested'],
    relevantAct: ACTS.ota,
    keyPoints: [
      st(
        'The Act sets out the purposes of the youth justice system alongside care and protection.',
        ACTS.ota,
        's 4',
      ),
      st(
        'Principles of youth justice include that criminal proceedings should not be used against a child or young person if there is an alternative means of dealing with the matter.',
        ACTS.ota,
        's 208',
      ),
      st(
        'Everyone charged with an offence has minimum procedural rights, including to be presumed innocent until proved guilty.',
        ACTS.nzbora,
        's 25',
      ),
    ],
    timeLimit: null,
    suggestedActions: [
      'A young person has the right to a lawyer (a youth advocate) in the Youth Court.',
      'Ask for a support person to be present when the Police want to talk to the young person.',
      'Contact a Community Law Centre for free advice.',
    ],
    relevantCases: [],
    relatedTopics: ['Criminal law', 'Family law'],
    urgency: 'high',
  },
  {
    id: 'child-protection',
    situation: 'Child protection and Oranga Tamariki',
    keywords: ['child protection', 'oranga tamariki', 'uplift', 'care and protection', 'foster care'],
    relevantAct: ACTS.ota,
    keyPoints: [
      st(
        'The well-being and best interests of the child or young person are the first and paramount consideration in care and protection decisions.',
        ACTS.ota,
        's 4A',
      ),
      st(
        'Principles to be applied in exercising powers under the Act are set out in the Act.',
        ACTS.ota,
        's 5',
      ),
      st('The Act defines when a child or young person is in need of care or protection.', ACTS.ota, 's 14'),
      st(
        'Parents and others must be informed of decisions made under the Act that affect them.',
        ACTS.ota,
        's 8',
      ),
    ],
    timeLimit: null,
    suggestedActions: [
      'Ask Oranga Tamariki for the reasons for any decision in writing.',
      'Get legal advice straight away; legal aid may be available.',
      'Keep a record of meetings, names and dates.',
    ],
    relevantCases: [CASES.sVP],
    relatedTopics: ['Family law'],
    urgency: 'high',
  },
  {
    id: 'victim-support',
    situation: 'Victims of crime: rights and support',
    keywords: ['victim support', 'victim of crime', 'victims rights', 'reparation'],
    relevantAct: ACTS.vra,
    keyPoints: [
      st(
        'Anyone dealing with a victim should treat the victim with courtesy and compassion and respect their dignity and privacy.',
        ACTS.vra,
        's 7',
      ),
      st(
        'Providing for the interests of the victim of the offence is one of the purposes of sentencing.',
        ACTS.sentencing,
        's 7',
      ),
      st(
        'A court may sentence an offender to make reparation for loss or damage caused by the offence.',
        ACTS.sentencing,
        's 12',
      ),
    ],
    timeLimit: null,
    suggestedActions: [
      'Ask the Police officer in charge of the case to keep you informed.',
      'Tell the Police or the court victim adviser about any loss you have suffered, so reparation can be considered.',
      'Contact a Community Law Centre for free advice.',
    ],
    relevantCases: [CASES.reekie],
    relatedTopics: ['Criminal law'],
    urgency: 'medium',
  },
  {
    id: 'human-rights-discrimination',
    situation: 'Discrimination and human rights',
    keywords: [
      'human rights',
      'discrimination',
      'discriminated',
      'bill of rights',
      'racism',
      'human rights act',
    ],
    relevantAct: ACTS.hra,
    keyPoints: [
      st(
        'The prohibited grounds of discrimination include sex, marital status, religious and ethical belief, colour, race, ethnic or national origins, disability, age, political opinion, employment status, family status and sexual orientation.',
        ACTS.hra,
        's 21',
      ),
      st('Discrimination in employment on a prohibited ground is unlawful.', ACTS.hra, 's 22'),
      st('Refusing goods, facilities or services on a prohibited ground is unlawful.', ACTS.hra, 's 44'),
      st(
        'Everyone has the right to freedom from discrimination on the grounds in the Human Rights Act 1993.',
        ACTS.nzbora,
        's 19',
      ),
    ],
    timeLimit: null,
    suggestedActions: [
      'Write down what happened, when, and who was present.',
      'Contact the Human Rights Commission, which offers a free complaints service.',
      'If it happened at work, a personal grievance may also be available: note the 90-day limit.',
    ],
    relevantCases: [CASES.taylor],
    relatedTopics: ['Employment law'],
    urgency: 'medium',
  },
];

function ss(a: string, b: string): string {
  return `ss ${a}, ${b}`;
}

// ---------------------------------------------------------------------------------------------------------
// Topics

const TOPICS_RAW: TopicInformation[] = [
  {
    id: 'relationship-property',
    topic: 'Relationship property',
    keywords: ['relationship property', 'separation', 'divorce', 'de facto relationship', 'family home'],
    definition: st(
      'Relationship property is the property that partners share when a marriage, civil union or de facto relationship ends, including the family home and chattels and most property acquired during the relationship.',
      ACTS.pra,
      's 8',
    ),
    relevantCourt: st('Family Court', ACTS.pra, 's 22'),
    timeLimit: st(
      '12 months after a marriage or civil union is dissolved; 3 years after a de facto relationship ends.',
      ACTS.pra,
      's 24',
    ),
    applicableLaw: [ACTS.pra],
    keyProvisions: [
      st('Equal sharing of the family home, chattels and other relationship property', ACTS.pra, 's 11'),
      st('Relationships of short duration', ACTS.pra, 's 14A'),
      st('Agreements about property between partners', ACTS.pra, 's 21'),
    ],
    importantCaseLaw: [CASES.clayton],
    practicalTips: [
      'Do not sign a property agreement without independent legal advice.',
      'Note the date the relationship ended: time limits run from it.',
    ],
    relatedTopics: ['Family law'],
  },
  {
    id: 'employment',
    topic: 'Employment law',
    keywords: ['employment', 'dismissal', 'personal grievance', 'employer', 'employment agreement', 'wages'],
    definition: st(
      'Employment law governs the relationship between employers and employees, who must deal with each other in good faith.',
      ACTS.era,
      's 4',
    ),
    relevantCourt: st('Employment Relations Authority, then the Employment Court', ACTS.era, 's 161'),
    timeLimit: st('Raise a personal grievance within 90 days.', ACTS.era, 's 114'),
    applicableLaw: [ACTS.era, ACTS.hra],
    keyProvisions: [
      st('Meaning of employee', ACTS.era, 's 6'),
      st('Personal grievances', ACTS.era, 's 103'),
      st('Test of justification', ACTS.era, 's 103A'),
      st('Remedies', ACTS.era, 's 123'),
    ],
    importantCaseLaw: [CASES.chand],
    practicalTips: [
      'Keep a copy of your employment agreement, payslips and time records.',
      'Raise concerns in writing and keep copies.',
    ],
    relatedTopics: ['Contract law'],
  },
  {
    id: 'contract',
    topic: 'Contract law',
    keywords: ['contract', 'agreement', 'breach of contract', 'debt', 'money claim', 'mistake'],
    definition: st(
      'The Contract and Commercial Law Act 2017 contains the main statutory rules on contracts, including when a court may grant relief for a mistake.',
      ACTS.ccla,
      's 24',
    ),
    relevantCourt: st('District Court, for civil claims up to $350,000', ACTS.dca, 's 74'),
    timeLimit: st(
      'Money claims, including most claims for breach of contract: 6 years from the act or omission.',
      ACTS.limitation,
      's 11',
    ),
    applicableLaw: [ACTS.ccla, ACTS.limitation, ACTS.fta, ACTS.dta],
    keyProvisions: [
      st('Contracts for the benefit of third parties', ACTS.ccla, 's 12'),
      st('Relief for mistake', ACTS.ccla, 's 24'),
      st('Misleading and deceptive conduct in trade', ACTS.fta, 's 9'),
      st('Jurisdiction of the Disputes Tribunal', ACTS.dta, 's 10'),
    ],
    importantCaseLaw: [CASES.greenCarr],
    practicalTips: [
      'Put agreements in writing and keep signed copies.',
      'Claims have time limits: act early.',
    ],
    relatedTopics: ['Employment law'],
  },
  {
    id: 'family',
    topic: 'Family law',
    keywords: ['family', 'care of children', 'parenting order', 'guardianship', 'custody', 'family court'],
    definition: st(
      'In proceedings about the care of children, the welfare and best interests of the child are the first and paramount consideration.',
      ACTS.coca,
      's 4',
    ),
    relevantCourt: st('Family Court', ACTS.fca, 's 1A'),
    timeLimit: null,
    applicableLaw: [ACTS.coca, ACTS.fva, ACTS.pra, ACTS.ota, ACTS.fca],
    keyProvisions: [
      st('Principles relating to the child’s welfare and best interests', ACTS.coca, 's 5'),
      st('Child’s views', ACTS.coca, 's 6'),
      st('Guardianship defined', ACTS.coca, 's 15'),
      st('Power to make protection order', ACTS.fva, 's 79'),
    ],
    importantCaseLaw: [CASES.sVP],
    practicalTips: [
      'Family Court judgments often carry publication restrictions: do not identify the parties.',
      'Ask a Community Law Centre about free advice and family legal aid.',
    ],
    relatedTopics: ['Relationship property'],
  },
  {
    id: 'criminal',
    topic: 'Criminal law',
    keywords: ['criminal', 'charge', 'arrest', 'offence', 'police', 'criminal procedure', 'sentencing'],
    definition: st(
      'Criminal offences are grouped into four categories, which decide how a charge is tried.',
      ACTS.cpa,
      's 6',
    ),
    relevantCourt: st('District Court (most criminal proceedings)', ACTS.cpa, 's 9'),
    timeLimit: st(
      'For an offence punishable only by a fine, the charging document must generally be filed within 6 months of the offence.',
      ACTS.cpa,
      's 25',
    ),
    applicableLaw: [ACTS.crimes, ACTS.cpa, ACTS.sentencing, ACTS.nzbora],
    keyProvisions: [
      st('Rights of persons arrested or detained', ACTS.nzbora, 's 23'),
      st('Rights of persons charged', ACTS.nzbora, 's 24'),
      st('Minimum standards of criminal procedure', ACTS.nzbora, 's 25'),
      st('Purposes of sentencing', ACTS.sentencing, 's 7'),
    ],
    importantCaseLaw: [CASES.kumar],
    practicalTips: [
      'You have the right to consult a lawyer without delay when arrested.',
      'Ask about the duty lawyer at your first court appearance; the service is free.',
    ],
    relatedTopics: ['Family law'],
  },
];

/** Built-in situation guidance records (validated at load). */
export const SITUATION_GUIDANCE: readonly SituationGuidance[] = z
  .array(SituationGuidanceSchema)
  .parse(SITUATIONS_RAW);
/** Built-in topic information records (validated at load). */
export const TOPIC_INFORMATION: readonly TopicInformation[] = z
  .array(TopicInformationSchema)
  .parse(TOPICS_RAW);

// ---------------------------------------------------------------------------------------------------------
// Matching

/** Shape of the query reducer used for matching (`reduceQuery` from query-terms.ts). */
export type QueryReducer = (text: string) => { terms: string[] };

/** Words too general to count as evidence of a match on their own. */
const WEAK_WORDS = new Set([
  'law',
  'legal',
  'court',
  'order',
  'act',
  'being',
  'have',
  'been',
  'help',
  'need',
]);

function termWords(terms: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const t of terms) {
    for (const w of t.split(/\s+/)) {
      if (w.length >= 4 && !WEAK_WORDS.has(w)) out.add(w);
    }
  }
  return out;
}

/**
 * Scores how well a query matches a record's keywords: both are reduced by the same term reduction the
 * search uses; each whole term in common scores 3, each further shared word (4+ letters) scores 1.
 * Returns 0 for no overlap.
 */
export function scoreKeywords(
  query: string,
  keywords: readonly string[],
  reduce: QueryReducer = reduceQuery,
): number {
  const q = reduce(query).terms.map((t) => t.toLowerCase());
  if (q.length === 0) return 0;
  const k = new Set(keywords.flatMap((kw) => reduce(kw).terms.map((t) => t.toLowerCase())));
  let score = 0;
  for (const t of q) if (k.has(t)) score += 3;
  const kWords = termWords([...k]);
  for (const w of termWords(q)) if (kWords.has(w)) score += 1;
  return score;
}

function bestMatches<T extends { keywords: readonly string[] }>(
  records: readonly T[],
  query: string,
  reduce: QueryReducer,
): T[] {
  return records
    .map((r, i) => ({ r, i, score: scoreKeywords(query, r.keywords, reduce) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.r);
}

/**
 * Situation guidance records matching a typed query, best first (empty when nothing overlaps or the query
 * is 3 characters or shorter). Matching reduces the query and each record's keywords with `reduceQuery`.
 */
export function matchSituations(query: string, reduce: QueryReducer = reduceQuery): SituationGuidance[] {
  if (query.trim().length <= 3) return [];
  return bestMatches(SITUATION_GUIDANCE, query, reduce);
}

/** Topic information records matching a typed query, best first (same rules as `matchSituations`). */
export function matchTopics(query: string, reduce: QueryReducer = reduceQuery): TopicInformation[] {
  if (query.trim().length <= 3) return [];
  return bestMatches(TOPIC_INFORMATION, query, reduce);
}
