import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGitlawAct } from './gitlaw-markdown';

// A real excerpt of gitlaw-nz's acts/P/Partnership Act 1908.md (see fixtures/README.md).
const MARKDOWN = readFileSync(
  join(import.meta.dirname, 'fixtures', 'gitlaw-partnership-act-1908.md'),
  'utf8',
);
const COMMIT = '1df61d6a2e111bd662abb2d819a1bd9e7ab74dba';

describe('parseGitlawAct (real excerpt)', () => {
  const records = parseGitlawAct(MARKDOWN, 'acts/P/Partnership Act 1908.md', COMMIT);
  const bySection = new Map(records.map((r) => [r.section, r]));

  it('reads the Act, its number and the reprint date, and stops at the amendment Act that follows it', () => {
    expect(records.map((r) => r.section)).toEqual(['long title', '1', '4', '48']);
    expect(
      records.every((r) => r.act_title === 'Partnership Act 1908' && r.act_number === '1908 No 139'),
    ).toBe(true);
    expect(records.every((r) => r.version_date_or_as_at === '2014-04-01' && r.source_commit === COMMIT)).toBe(
      true,
    );
    expect(bySection.get('long title')?.text).toBe(
      'An Act to consolidate certain enactments of the General Assembly relating to the law of partnership',
    );
  });

  it('keeps Part, cross-heading and anchor, and splits the history notes from the text', () => {
    const s4 = bySection.get('4');
    expect(s4?.heading).toBe('Definition of partnership');
    expect(s4?.part).toBe('Part 1 The general law relating to partners');
    expect(s4?.crossheading).toBe('Nature of partnership');
    expect(s4?.pco_dlm_id).toBe('DLM172493');
    expect(s4?.text).toMatch(/^\(1\) Partnership is the relation/);
    expect(s4?.text).toContain('registered as a company under the Companies Act 1993 or any other Act');
    expect(s4?.text).not.toContain('Compare:');
    expect(s4?.history_notes.split('\n')).toEqual([
      'Compare: 1891 No 6 s 4; Partnership Act 1890 s 1 (UK)',
      'Section 4(2): amended, on 5 December 2013, by section 14 of the Companies Amendment Act 2013 (2013 No 111).',
      'Section 4(2): amended, on 1 July 1994, by section 2 of the Company Law Reform (Transitional Provisions) Act 1994 (1994 No 16).',
    ]);
    expect(s4?.repealed).toBe(false);
  });

  it('marks a repealed section and unescapes the Markdown', () => {
    const s48 = bySection.get('48');
    expect(s48?.text).toBe('[Repealed]');
    expect(s48?.repealed).toBe(true);
    expect(s48?.part).toMatch(/^Part 2 Special partnerships/);
    expect(bySection.get('1')?.text).toBe('(1) The Short Title of this Act is the Partnership Act 1908.');
  });

  it('throws on a file with no Act title', () => {
    expect(() => parseGitlawAct('## Contents\n', 'x.md', COMMIT)).toThrow(/no Act title/);
  });
});
