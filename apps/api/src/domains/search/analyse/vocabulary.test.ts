import { describe, expect, it } from 'vitest';
import { analyseQuery } from './query-analysis';

const isPassage = (q: string) => analyseQuery(q).isPassage;

import { describesSituation, meaningText, readsAsLaw, textForMeaning } from './vocabulary';

describe('telling a passage of law from a described situation', () => {
  // Passages copied from the Acts' text as bundled (Employment Relations Act 2000, s 114(1); Residential Tenancies
  // Act 1986, s 24(1)).
  const passages = [
    'raise the grievance with his or her employer within the period of 90 days beginning with the date on which',
    'The rent payable in respect of any tenancy may be increased by the landlord provided all of the following conditions',
  ];

  it('reads the law’s own prose as law', () => {
    for (const p of passages) {
      expect(readsAsLaw(p)).toBe(true);
      expect(isPassage(p)).toBe(true);
    }
  });

  it('does not take a situation told in the third person, or one with words the law never uses, for a passage', () => {
    const situations = [
      'landlord put the rent up again only six months after the last rise',
      'people next door party till 3am every weekend with the music blasting',
    ];
    for (const s of situations) {
      expect(describesSituation(s)).toBe(false);
      expect(isPassage(s)).toBe(false);
    }
  });

  it('keeps first and second person, questions and short queries out of passages', () => {
    expect(isPassage('my landlord put the rent up again only six months after the last rise')).toBe(false);
    expect(isPassage('can the landlord increase the rent within six months of the last increase?')).toBe(
      false,
    );
    expect(isPassage('rent increase')).toBe(false);
    expect(describesSituation('i was fired without warning')).toBe(true);
    expect(describesSituation('I’m owed wages')).toBe(true);
    // A macron is part of a word: "Ngāi" holds no pronoun "i".
    expect(describesSituation('Ngāi Tahu Claims Settlement Act 1998')).toBe(false);
    expect(describesSituation('Kāi Tahu whenua')).toBe(false);
    // A division numbered "I" is no pronoun; the pronoun after such a word still is.
    expect(describesSituation('Part I of the Crimes Act 1961')).toBe(false);
    expect(
      describesSituation('being Sections 1 and 2 of Block IV, Section 1 of Block I, Waro Survey District'),
    ).toBe(false);
    expect(describesSituation('the form i signed at the bank')).toBe(true);
  });

  it('reads "mine" as the pronoun only where it ends a clause, not as the noun of mining', () => {
    expect(describesSituation("my credit report shows a default that isn't even mine")).toBe(true);
    expect(describesSituation('the neighbour says the fence is mine, but he built it')).toBe(true);
    // Mines Rescue Act 2013, s 9, as bundled.
    const passage =
      'person who represents mine operators of underground metalliferous mines; and (e) 1 person who represents tunnelling';
    expect(describesSituation(passage)).toBe(false);
    expect(isPassage(passage)).toBe(true);
  });

  it('does not read a paragraph label "(i)" as the pronoun', () => {
    // Holidays Act 2003, s 28(2), as bundled.
    const passage =
      'If an employee to whom subsection (1)(a)(i) applies is employed by the same employer beyond 12';
    expect(describesSituation(passage)).toBe(false);
    expect(isPassage(passage)).toBe(true);
  });
});

describe('the text encoded for the search by meaning', () => {
  it('leaves out words of te reo Māori, macrons or not, and keeps the rest as typed', () => {
    expect(
      textForMeaning('my nana passed away, how many days bereavement leave do I get for the tangi?'),
    ).toBe('my passed away, how many days bereavement leave do I get for the?');
    expect(textForMeaning('our whanau wants to set up a whānau trust for our Māori land shares')).toBe(
      'our wants to set up a trust for our Māori land shares',
    );
  });

  it('keeps English words shaped like te reo, and a query of te reo words only', () => {
    expect(textForMeaning('where were you at the time of the hearing')).toBe(
      'where were you at the time of the hearing',
    );
    expect(textForMeaning('whānau whenua')).toBe('whānau whenua');
  });
});

describe('meaningText', () => {
  it('puts the legal terms of the everyday words before the situation', () => {
    expect(meaningText('my boss fired me without any warning')).toBe(
      'employer, employment, dismissal. my boss fired me without any warning',
    );
  });

  it('is the situation alone when no everyday word maps to a legal term', () => {
    expect(meaningText('what happens to a quarry after consent lapses')).toBe(
      textForMeaning('what happens to a quarry after consent lapses'),
    );
  });
});
