import { describe, expect, it } from 'vitest';
import { makeDocument, titleKey } from '../sources/_shared/common';
import { linkSuccessors, repealingAct } from './successors';

describe('repealingAct', () => {
  it('reads the Act number, else the Act title, of a repeal provision', () => {
    expect(repealingAct('section 216(1) of the Privacy Act 2020 (2020 No 31).]')).toEqual({
      id: 'act-2020-31',
    });
    expect(repealingAct('section 258 of the Family Violence Act 2018')).toEqual({
      title: 'Family Violence Act 2018',
    });
    expect(repealingAct('Education and Training Act 2020')).toEqual({
      title: 'Education and Training Act 2020',
    });
    expect(repealingAct('an Order in Council')).toBeNull();
  });
});

/** A legislation document for the tests (synthetic; only the fields the linking reads). */
function act(id: string, title: string, repealedBy?: string) {
  return makeDocument({
    id,
    title,
    type: 'legislation',
    metadata: repealedBy
      ? {
          legal_status: {
            state: 'repealed',
            as_at: null,
            repealed_by: repealedBy,
            evidence: null,
            source: 'test',
            source_url: 'test',
          },
        }
      : {},
    source: 'test',
    sourceUrl: 'test',
    retrievedAt: '2026-11-27',
  });
}

describe('linkSuccessors', () => {
  it('follows repeals to the Act in force and skips Acts that repeal without replacing', () => {
    const docs = new Map(
      [
        act('act-1964-135', 'Education Act 1964', 'section 209 of the Education Act 1989'),
        act('act-1989-80', 'Education Act 1989', 'Education and Training Act 2020'),
        act('act-2020-38', 'Education and Training Act 2020'),
        act(
          'act-1910-1',
          'Aid to Water-Power Works Act 1910',
          'section 3 of the Regulatory Reform (Repeals) Act 2012 (2012 No 71)',
        ),
        act('act-2012-71', 'Regulatory Reform (Repeals) Act 2012'),
      ].map((d) => [d.id, d]),
    );
    linkSuccessors(docs, titleKey);
    expect(docs.get('act-1964-135')?.metadata.replaced_by).toEqual({
      id: 'act-2020-38',
      title: 'Education and Training Act 2020',
    });
    expect(docs.get('act-1989-80')?.metadata.replaced_by).toEqual({
      id: 'act-2020-38',
      title: 'Education and Training Act 2020',
    });
    expect(docs.get('act-1910-1')?.metadata.replaced_by).toBeUndefined();
    expect(docs.get('act-2020-38')?.metadata.replaced_by).toBeUndefined();
  });
});
