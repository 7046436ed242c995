import type { Document } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { makeDocument } from '../sources/_shared/common';
import {
  caseTypeOf,
  employmentOf,
  familyOf,
  judgeNameCase,
  judgesOf,
  locationOf,
  outcomeOf,
  significanceOf,
} from './case-law';

/** A case-law document for rule tests; texts are quoted from real judgments in the bundled snapshot. */
const doc = (fields: Partial<Document>): Document =>
  makeDocument({
    id: 'x',
    title: 'A v B',
    type: 'case_law',
    source: 'test',
    sourceUrl: 'https://example.org/',
    retrievedAt: '2026-01-01',
    ...fields,
  });
/** Pads a text past FULL_TEXT_CHARS, as a judgment's text would be. */
const full = (head: string, tail = '') => `${head}\n${'Reasons of the court. '.repeat(120)}\n${tail}`;

describe('case type rule', () => {
  it.each([
    [{ title: 'R v HEKE' }, 'Criminal'],
    [{ title: 'KUMAR v POLICE', metadata: { parties: ['KUMAR', 'POLICE'] } }, 'Criminal'],
    [
      { title: 'X v Y', content: 'IN THE HIGH COURT OF NEW ZEALAND AUCKLAND REGISTRY CRI-2018-404-187' },
      'Criminal',
    ],
    [
      { title: 'Police v Livett', court: 'District Court', metadata: { parties: ['Police', 'Livett'] } },
      'Criminal',
    ],
    [{ title: 'New Zealand Police v Burdett', metadata: { decision_type: 'Judge-alone trial' } }, 'Criminal'],
    [{ title: 'New Zealand Police v JH', court: 'Youth Court' }, 'Criminal'],
    [{ title: 'GREEN v CARR', content: 'WHANGAREI REGISTRY CIV-2018-488-83 [2018] NZHC 3408' }, 'Civil'],
    [
      {
        title: 'BHALLA v DISTRICT COURT',
        content:
          'CIV-2026 -404-76 UNDER the Judicial Review Procedure Act 2016 IN THE MATTER of an application for Judicial Review',
      },
      'Judicial Review',
    ],
    [{ title: 'Holland v Dollard', court: 'Family Court' }, 'Family'],
    [
      {
        title: 'S v P',
        content:
          'NOTE: PURSUANT TO S 139 OF THE CARE OF CHILDREN ACT 2004, ANY REPORT OF THIS PROCEEDING MUST COMPLY',
      },
      'Family',
    ],
  ] as const)('%j → %s', (fields, expected) => {
    expect(caseTypeOf(doc(fields as Partial<Document>))?.value).toBe(expected);
  });

  it('reads a family statute in the heading, not in the reasons from paragraph [1] on', () => {
    // As in G v R [2026] NZSC 19 (a criminal appeal whose reasons begin by discussing the Oranga Tamariki Act).
    const heading =
      'IN THE SUPREME COURT OF NEW ZEALAND SC 130/2024 BETWEEN G Appellant AND THE KING Respondent';
    const reasons = '[1] The appellant was charged under the Oranga Tamariki Act 1989 with an offence.';
    expect(caseTypeOf(doc({ title: 'G v R', content: `${heading}\n${reasons}` }))?.value).toBe('Criminal');
    expect(caseTypeOf(doc({ title: 'X v Y', content: `${heading}\n${reasons}` }))).toBeUndefined();
    expect(
      caseTypeOf(
        doc({ title: 'X v Y', content: `${heading} UNDER the Oranga Tamariki Act 1989\n${reasons}` }),
      )?.value,
    ).toBe('Family');
  });

  it('gives none when nothing in the record says', () => {
    expect(caseTypeOf(doc({ title: 'A v NATIONAL STANDARDS COMMITTEE' }))).toBeUndefined();
    // "Commissioner of Police" is not the prosecuting Police (Criminal Proceeds Recovery is civil).
    expect(
      caseTypeOf(
        doc({
          title: 'COMMISSIONER OF POLICE v UNKNOWN',
          metadata: { parties: ['COMMISSIONER OF POLICE', 'UNKNOWN'] },
        }),
      ),
    ).toBeUndefined();
  });
});

describe('location and judges', () => {
  it('reads the registry of the heading, the ERA office and the source’s registry', () => {
    expect(
      locationOf(doc({ content: 'IN THE HIGH COURT OF NEW ZEALAND NEW PLYMOUTH REGISTRY I TE KŌTI' })),
    ).toBe('New Plymouth');
    expect(
      locationOf(doc({ metadata: { jurisdiction: 'Employment Relations Authority - Wellington' } })),
    ).toBe('Wellington');
    expect(locationOf(doc({ metadata: { registry: 'Christchurch' } }))).toBe('Christchurch');
    expect(locationOf(doc({ content: 'IN THE COURT OF APPEAL OF NEW ZEALAND CA459/2023' }))).toBeUndefined();
  });

  it.each([
    ['OSBORNE J', 'Osborne J'],
    ['ASSOCIATE JUDGE LESTER', 'Associate Judge Lester'],
    ["O'REGAN P", "O'Regan P"],
    ['SMITH-JONES J', 'Smith-Jones J'],
    // [2026] NZHC 544's heading: "JUDGMENT OF McHERRON J".
    ['McHERRON J', 'McHerron J'],
    ['McGrath J', 'McGrath J'],
    ['Ellis, Cooke and Palmer JJ', 'Ellis, Cooke and Palmer JJ'],
  ])('a judge printed %j reads %j', (printed, name) => {
    expect(judgeNameCase(printed)).toBe(name);
  });

  it('reads the bench as printed', () => {
    expect(
      judgesOf(
        doc({
          content: 'Hearing: 30–31 October 2024 Court: Ellis, Cooke and Palmer JJ Counsel: J G Miles KC',
        }),
      ),
    ).toBe('Ellis, Cooke and Palmer JJ');
    expect(
      judgesOf(
        doc({ content: 'Judgment: 4 March 2026 JUDGMENT OF OSBORNE J This is an anonymised version' }),
      ),
    ).toBe('Osborne J');
    expect(judgesOf(doc({ content: 'JUDGMENT OF THE COURT A The appeal is dismissed.' }))).toBeUndefined();
    expect(judgesOf(doc({ metadata: { member: 'Claire English' } }))).toBe('Claire English');
  });
});

describe('outcome rule (the decision’s own words)', () => {
  it('reads the orders of the court and ignores cross-appeals', () => {
    const zuru = doc({
      content: full(
        'Judgment: 10 December 2025 at 11.00 am JUDGMENT OF THE COURT A Zuru’s appeal is allowed. B We make a declaration. C Lego’s cross -appeal is dismissed. ____',
      ),
    });
    expect(outcomeOf(zuru)).toEqual({ value: 'Allowed', quote: 'Zuru’s appeal is allowed.' });
    const carter = doc({
      content: full('JUDGMENT OF THE COURT A The appeal is dismissed. B There is no order as to costs. ____'),
    });
    expect(outcomeOf(carter)?.value).toBe('Dismissed');
  });

  it('allowed in part, or appeals allowed and dismissed → Partially allowed', () => {
    const fang = doc({
      content: full(
        'JUDGMENT OF THE COURT A The appeal in CA369/2016 is allowed. B The appeal in CA370/2016 is allowed in part. ____',
      ),
    });
    expect(outcomeOf(fang)?.value).toBe('Partially allowed');
  });

  it('leave applications, ERA claims not made out, consent determinations', () => {
    expect(
      outcomeOf(
        doc({
          content: full('JUDGMENT OF THE COURT A The application for leave to appeal is dismissed. ____'),
        }),
      ),
    ).toEqual({ value: 'Dismissed', quote: 'The application for leave to appeal is dismissed.' });
    expect(
      outcomeOf(
        doc({
          content: full(
            'DETERMINATION',
            'Orders [33] Mr Betti’s claim for interim reinstatement to the payroll is not made out. No other orders are made.',
          ),
        }),
      )?.value,
    ).toBe('Dismissed');
    expect(
      outcomeOf(
        doc({
          content: full(
            'CONSENT DETERMINATION OF THE AUTHORITY the parties informed the Authority that they had reached a settlement of all issues between them.',
          ),
        }),
      )?.value,
    ).toBe('Settled');
  });

  it('gives none without the decision’s text (metadata-only records), or without a verdict sentence', () => {
    expect(
      outcomeOf(doc({ content: 's120 against granting of coastal consent; appeal disallowed' })),
    ).toBeUndefined();
    expect(outcomeOf(doc({ content: full('Costs are reserved.') }))).toBeUndefined();
  });
});

describe('significance rule', () => {
  it('NZLR report or a court listing → high; Supreme Court or another series → medium; else standard', () => {
    expect(significanceOf(doc({ metadata: { parallel_citations: '[2014] 2 NZLR 587' } })).value).toBe('high');
    expect(
      significanceOf(doc({ metadata: { court_listing: 'a judgment of note (Employment Court, 2014)' } }))
        .value,
    ).toBe('high');
    expect(
      significanceOf(doc({ sourceUrl: 'https://www.courtsofnz.govt.nz/cases/g-sc-130-2024-v-r-1' })).value,
    ).toBe('high');
    expect(significanceOf(doc({ court: 'Supreme Court' })).value).toBe('medium');
    expect(significanceOf(doc({ metadata: { parallel_citations: '(2006) 23 CRNZ 833' } })).value).toBe(
      'medium',
    );
    const std = significanceOf(doc({ court: 'High Court' }));
    expect(std.value).toBe('standard');
    expect(std.basis).toMatch(/Not reported/);
  });
});

describe('employment and family rules', () => {
  it('employment case types and areas from the words of the determination', () => {
    const era = doc({
      legal_area: ['employment'],
      content: full('finding the applicant had been unjustifiably dismissed from his employment'),
    });
    expect(employmentOf(era)).toEqual({
      caseTypes: ['Unjustifiable Dismissal'],
      areas: ['General Employment'],
    });
    const ca = doc({
      legal_area: ['employment'],
      content: full('E tū Incorporated and New Zealand Steel Limited are party to a collective agreement'),
    });
    expect(employmentOf(ca).areas).toEqual(['Collective Employment']);
    // A metadata-only record gets no default area.
    expect(
      employmentOf(doc({ legal_area: ['employment'], content: 'Costs Judgment of Judge A D Ford' })),
    ).toEqual({
      caseTypes: [],
      areas: [],
    });
  });

  it('family case types, areas, children involved and protection orders', () => {
    const coca = doc({
      legal_area: ['family'],
      court: 'Family Court',
      metadata: {
        suppression_notice: 'Care of Children Act 2004 s 139; names are pseudonyms in square brackets',
      },
    });
    expect(familyOf(coca)).toEqual({
      familyCaseTypes: ['Child Custody'],
      familyLawAreas: ['Children and Family'],
      childrenInvolved: { value: true, basis: 'A child custody proceeding' },
    });
    const pra = doc({
      legal_area: ['family'],
      metadata: { notes: 'relationship property (Property (Relationships) Act 1976)' },
    });
    expect(familyOf(pra)).toEqual({
      familyCaseTypes: ['Property Division'],
      familyLawAreas: ['Property and Financial'],
    });
  });
});
