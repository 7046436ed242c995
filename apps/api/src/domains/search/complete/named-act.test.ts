import { describe, expect, it } from 'vitest';
import { analyseQuery } from '../analyse/query-analysis';
import { namedActHit } from './named-act';

const act = (title: string, year: number, current: boolean) => ({
  id: `${title}--0`,
  doc_id: title,
  title,
  year,
  is_current: current,
});

describe('a topic that names an Act by its subject', () => {
  it('reads a topic of two to six keywords as a possible subject, stemmed as the titles are', () => {
    expect(analyseQuery('bills of exchange').actSubject).toBe('bill of exchang');
    expect(analyseQuery('Public Works').actSubject).toBe('public work');
    // One word is a keyword; a described situation, a typed Act title and a named type of document are not topics.
    expect(analyseQuery('bail').actSubject).toBeNull();
    expect(analyseQuery('my landlord kept all of my bond').actSubject).toBeNull();
    expect(analyseQuery('Public Works Act 1981').actSubject).toBeNull();
    expect(analyseQuery('parliamentary debates').actSubject).toBeNull();
  });

  it('picks the Act whose title is the subject alone, the one in force first, then the latest', () => {
    const hits = [
      act('Land Transport Management Act 2003', 2003, true),
      act('Land Transfer Act 1952', 1952, false),
      act('Land Transfer Act 2017', 2017, true),
      act('Land Transfer Amendment Act 1963', 1963, false),
    ];
    expect(namedActHit(hits, 'land transfer')?.title).toBe('Land Transfer Act 2017');
    expect(namedActHit(hits, 'land transport')).toBeNull();
    expect(namedActHit([act('Land Transfer Act (No 2) 1952', 1952, false)], 'land transfer')?.title).toBe(
      'Land Transfer Act (No 2) 1952',
    );
  });
});
