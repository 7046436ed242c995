import { describe, expect, it } from 'vitest';
import { makeDocument, titleKey } from '../sources/_shared/common';
import { amendedTitleStems, linkPrincipalActs } from './principal-acts';

describe('amendedTitleStems', () => {
  it("reads the principal Act's possible titles without the year from an amendment Act's title", () => {
    expect(amendedTitleStems('Adoption Amendment Act 2011')).toEqual({ stems: ['Adoption Act'], year: 2011 });
    expect(
      amendedTitleStems(
        'Children, Young Persons, and Their Families (Youth Courts Jurisdiction and Orders) Amendment Act 2010',
      ),
    ).toEqual({
      stems: [
        'Children, Young Persons, and Their Families (Youth Courts Jurisdiction and Orders) Act',
        'Children, Young Persons, and Their Families Act',
      ],
      year: 2010,
    });
    expect(amendedTitleStems('Land Transfer Amendment Act (No 2) 1963')).toEqual({
      stems: ['Land Transfer Act'],
      year: 1963,
    });
  });

  it('reads nothing from a principal Act or an omnibus Act', () => {
    expect(amendedTitleStems('Oranga Tamariki Act 1989')).toBeNull();
    expect(amendedTitleStems('Taxation (Bright-line Test for Residential Land) Act 2015')).toBeNull();
  });
});

/** A legislation document for the tests (synthetic; only the fields the linking reads). */
function act(id: string, title: string, metadata: Record<string, unknown> = {}) {
  return makeDocument({
    id,
    title,
    type: 'legislation',
    metadata,
    source: 'test',
    sourceUrl: 'test',
    retrievedAt: '2026-12-02',
  });
}

describe('linkPrincipalActs', () => {
  it('links an amendment Act to the latest Act of that title before it, by a former title too', () => {
    const docs = new Map(
      [
        act('act-1989-24', 'Oranga Tamariki Act 1989', {
          former_titles: ['Children, Young Persons, and Their Families Act 1989'],
        }),
        act(
          'amend-2010',
          'Children, Young Persons, and Their Families (Youth Courts Jurisdiction and Orders) Amendment Act 2010',
        ),
        act('act-1952-52', 'Land Transfer Act 1952'),
        act('act-2017-30', 'Land Transfer Act 2017'),
        act('amend-1963', 'Land Transfer Amendment Act (No 2) 1963'),
        act('amend-2020', 'Land Transfer Amendment Act 2020'),
        act('amend-none', 'Regulatory Systems (Transport) Amendment Act 2026'),
        act('act-1992-46', 'Mental Health (Compulsory Assessment and Treatment) Act 1992'),
        act('amend-2008', 'Mental Health (Compulsory Assessment and Treatment) Amendment Act 2008'),
      ].map((d) => [d.id, d]),
    );
    linkPrincipalActs(docs, titleKey);
    expect(docs.get('amend-2010')?.metadata.principal_act).toEqual({
      id: 'act-1989-24',
      title: 'Oranga Tamariki Act 1989',
    });
    expect(docs.get('amend-1963')?.metadata.principal_act).toEqual({
      id: 'act-1952-52',
      title: 'Land Transfer Act 1952',
    });
    expect(docs.get('amend-2020')?.metadata.principal_act).toEqual({
      id: 'act-2017-30',
      title: 'Land Transfer Act 2017',
    });
    expect(docs.get('amend-2008')?.metadata.principal_act).toEqual({
      id: 'act-1992-46',
      title: 'Mental Health (Compulsory Assessment and Treatment) Act 1992',
    });
    expect(docs.get('amend-none')?.metadata.principal_act).toBeUndefined();
    expect(docs.get('act-1989-24')?.metadata.principal_act).toBeUndefined();
  });

  it('names the Act in force that replaced a repealed principal Act', () => {
    const docs = new Map(
      [
        act('act-1964-136', 'Social Security Act 1964', {
          replaced_by: { id: 'act-2018-32', title: 'Social Security Act 2018' },
        }),
        act('amend-2013', 'Social Security (Benefit Categories and Work Focus) Amendment Act 2013'),
      ].map((d) => [d.id, d]),
    );
    linkPrincipalActs(docs, titleKey);
    expect(docs.get('amend-2013')?.metadata.principal_act).toEqual({
      id: 'act-2018-32',
      title: 'Social Security Act 2018',
    });
  });
});
