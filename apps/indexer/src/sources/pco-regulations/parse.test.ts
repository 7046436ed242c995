import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { cleanFragmentText, readFragments, SSA_ACT_FILE } from '../_shared/docref-fragments';
import { expectGoldenOutput } from '../_shared/golden';
import { pcoRegulations } from '.';
import { parseSocialSecurityRegulations } from './parse';

describe('pco-regulations (real bundled data)', () => {
  it('reads 14,004 Act fragments', () => expect(readFragments(DATA_DIR, SSA_ACT_FILE)).toHaveLength(14004));
  it('renders the Regulations by regulation', () => {
    const d = parseSocialSecurityRegulations(DATA_DIR);
    expect(d.type).toBe('regulation');
    expect(d.date_enacted).toBe('2018-10-15');
    expect(d.content).toContain('r 3 Interpretation');
    expect(d.sections_count).toBeGreaterThan(300);
  });
  it('cleans docref markup', () => {
    expect(cleanFragmentText('[section 7](#part1-s7) (directions): ==Act== means')).toBe(
      'section 7 (directions): Act means',
    );
    expect(cleanFragmentText('of the Act (_see_ subparts 8 and 9), and _see_ also [_note_]')).toBe(
      'of the Act (see subparts 8 and 9), and see also [note]',
    );
    // Underscores inside a word or an identifier are not emphasis.
    expect(cleanFragmentText('the snake_case_name stays')).toBe('the snake_case_name stays');
    expect(cleanFragmentText('Children’s &amp; Grandchildren’s Trust')).toBe(
      'Children’s & Grandchildren’s Trust',
    );
  });
});

describe('pco-regulations (recorded fixture)', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(pcoRegulations, import.meta.dirname);
  });
});
