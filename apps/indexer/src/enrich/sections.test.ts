import { describe, expect, it } from 'vitest';
import type { ActSection } from '../model/source-document';
import { makeDocument } from '../sources/_shared/common';
import {
  MAX_SECTION_PIECE_WORDS,
  SECTION_PIECE_OVERLAP_WORDS,
  splitSectionText,
  toIndexRecords,
} from './chunk';

const section = (label: string, text: string): ActSection => ({
  actId: 'act-2000-24',
  actTitle: 'Employment Relations Act 2000',
  label,
  pinpoint: `s ${label}`,
  heading: 'Personal grievances',
  text,
  kind: 'section',
  repealed: false,
  part: 'Part 9 Personal grievances, disputes, and enforcement',
  anchor: 'DLM60322',
  url: 'https://www.legislation.govt.nz/act/public/2000/0024/latest/DLM60322.html',
  asAt: '2025-11-13',
  snapshot: 'current-2017-2026',
});

/** The Employment Relations Act 2000 as a source document with the given sections (synthetic test record). */
const act = (sectionTexts: ActSection[]) => ({
  ...makeDocument({
    id: 'act-2000-24',
    title: 'Employment Relations Act 2000',
    type: 'legislation',
    source: 'test (synthetic record)',
    sourceUrl: 'https://www.legislation.govt.nz/',
    retrievedAt: '2026-01-31',
  }),
  sectionTexts,
});

describe('section records', () => {
  it('splits long section text at line ends into pieces of at most MAX_SECTION_PIECE_WORDS words', () => {
    const line = Array.from({ length: 50 }, (_, i) => `w${i}`).join(' ');
    const text = Array.from({ length: 9 }, () => line).join('\n');
    const pieces = splitSectionText(text);
    expect(pieces.length).toBe(3);
    for (const p of pieces) expect(p.split(/\s+/).length).toBeLessThanOrEqual(MAX_SECTION_PIECE_WORDS);
    expect(pieces.join('\n')).toBe(text);
    expect(splitSectionText('short text')).toEqual(['short text']);
  });

  it("repeats the last words of a section's previous piece in the next piece's stemmed text, not in its text", () => {
    const line = Array.from({ length: 50 }, (_, i) => `word${i}`).join(' ');
    const long = section('103', Array.from({ length: 5 }, () => line).join('\n'));
    const doc = act([long]);
    const [, first, second] = toIndexRecords(doc);
    expect(second?.section_text).toBe(line);
    const tail = line.split(' ').slice(-SECTION_PIECE_OVERLAP_WORDS).join(' ');
    expect(second?.stem_text).toBe(`${tail} ${line}`);
    expect(first?.stem_text).toBe(Array.from({ length: 4 }, () => line).join(' '));
  });

  it('makes the Act card first, then one record per section with pinpoint, link, as-at and stems', () => {
    const doc = act([section('103', 'The employee has been unjustifiably dismissed.')]);
    const [card, sec] = toIndexRecords(doc);
    expect(card?.id).toBe('act-2000-24--0');
    expect(card?.stem_outline).toContain('grievanc');
    expect(sec).toMatchObject({
      id: 'act-2000-24--s0',
      doc_id: 'act-2000-24',
      section_pinpoint: 's 103',
      chunk_heading: 's 103 Personal grievances',
      section_as_at: '2025-11-13',
      section_url: 'https://www.legislation.govt.nz/act/public/2000/0024/latest/DLM60322.html',
      content: null,
      section_text: 'The employee has been unjustifiably dismissed.',
    });
    expect(sec?.stem_text).toContain('dismiss');
    expect(sec?.stem_title).toBe('employ relat act 2000');
  });
});
