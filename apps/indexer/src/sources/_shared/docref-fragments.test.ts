import { describe, expect, it } from 'vitest';
import { type DocrefFragment, fragmentSections } from './docref-fragments';

// Synthetic fragments in docref's shape (test data only, not law): ids as the Social Security Act 2018 file uses them.
const f = (id: string, c = ''): DocrefFragment => ({ id, c, url: `https://docref.org/x#${id}` });
const FRAGMENTS = [
  f('s1'),
  f('s1-title', 'Title'),
  f('s1-line1', 'This Act is the Example Act.'),
  f('part1'),
  f('part1-label', 'Part 1'),
  f('part1-title', 'General provisions'),
  f('part1-s3'),
  f('part1-s3-title', 'Purpose'),
  f('part1-s3-subs1', 'The purpose is—'),
  f('part1-s3-subs1-a', 'to help people; and'),
  f('part1-s3-subs1-a-ii', 'to help [others](#part1-s4).'),
  f('part1-s4'),
  f('part1-s4-title', 'Gone'),
  f('part1-s4-line1', '[Repealed]'),
  f('sch1'),
  f('sch1-label', 'Schedule 1'),
  f('sch1-title', 'Transitional provisions'),
  f('sch1-part1'),
  f('sch1-part1-label', 'Part 1'),
  f('sch1-part1-title', 'Provisions relating to Act as enacted'),
  f('sch1-part1-h1', 'Interpretation'),
  f('sch1-part1-s1'),
  f('sch1-part1-s1-title', 'Saved defined'),
  f('sch1-part1-s1-line1', 'In this schedule, saved means kept.'),
  f('sch2'),
  f('sch2-label', 'Schedule 2'),
  f('sch2-title', 'Dictionary'),
  f('sch2-line1', 'In this Act,—'),
  f('sch2-defn1', 'benefit means a payment'),
];

describe('fragmentSections', () => {
  const sections = fragmentSections(FRAGMENTS, 's');
  const by = new Map(sections.map((s) => [s.pinpoint, s]));

  it('reads each provision with its heading, Part and labelled lines', () => {
    expect(by.get('s 1')).toMatchObject({
      heading: 'Title',
      text: 'This Act is the Example Act.',
      part: null,
    });
    expect(by.get('s 3')).toMatchObject({
      heading: 'Purpose',
      part: 'Part 1 General provisions',
      kind: 'section',
      text: '(1) The purpose is—\n(a) to help people; and\n(ii) to help others.',
    });
  });

  it("pinpoints a schedule's clauses as `sch N cl M` and its own text outside clauses as `sch N`", () => {
    expect(by.get('sch 1 cl 1')).toMatchObject({
      heading: 'Saved defined',
      part: 'Schedule 1 Part 1 Provisions relating to Act as enacted',
      kind: 'schedule',
      text: 'In this schedule, saved means kept.',
    });
    expect(by.get('sch 2')).toMatchObject({
      heading: 'Dictionary',
      text: 'In this Act,—\nbenefit means a payment',
    });
    // The cross-heading "Interpretation" heads the clauses: no provision of its own.
    expect(by.has('sch 1 pt 1')).toBe(false);
  });

  it('keeps a repealed provision as printed (the Act parser leaves it out)', () => {
    expect(by.get('s 4')?.text).toBe('[Repealed]');
  });
});
