import { describe, expect, it } from 'vitest';
import { pickSectionHits } from './section-picks';

const sec = (doc_id: string, section_pinpoint: string, section_heading: string, piece = 0) => ({
  doc_id,
  section_pinpoint,
  section_heading,
  piece,
});
const pinpoints = (m: Map<string, Record<string, unknown>[]>, id: string) =>
  (m.get(id) ?? []).map((h) => `${h.section_pinpoint}${h.piece ? `#${h.piece}` : ''}`);

describe('pickSectionHits', () => {
  it('lists the sections about the subject before the Act’s title and interpretation sections', () => {
    const picked = pickSectionHits(
      [
        sec('act-1992-105', 'long title', 'long title'),
        sec('act-1992-105', 's 1', 'Short Title and commencement'),
        sec('act-1992-105', 's 2', 'Interpretation'),
        sec('act-1992-105', 's 6', 'Defamation of class of persons'),
        sec('act-1992-105', 's 4', 'Slander'),
      ],
      3,
    );
    expect(pinpoints(picked, 'act-1992-105')).toEqual(['long title', 's 6', 's 4']);
  });

  it('keeps machinery sections when nothing else of the Act matched, and a passage’s own section first', () => {
    const own = sec('act-a', 's 1', 'Title');
    const picked = pickSectionHits(
      [
        sec('act-b', 's 2', 'Commencement'),
        sec('act-a', 's 9', 'Offences'),
        own,
        sec('act-b', 's 1', 'Title'),
      ],
      2,
      new Set([own]),
    );
    expect(pinpoints(picked, 'act-a')).toEqual(['s 1', 's 9']);
    expect(pinpoints(picked, 'act-b')).toEqual(['s 2', 's 1']);
  });

  it('lists a long section once, with its best piece, and skips records that are not sections', () => {
    const picked = pickSectionHits(
      [sec('act-a', 's 5', 'Duties', 2), sec('act-a', 's 5', 'Duties', 0), { doc_id: 'act-a', title: 'Act' }],
      3,
    );
    expect(pinpoints(picked, 'act-a')).toEqual(['s 5#2']);
  });
});
