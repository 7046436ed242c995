import type { TextUnit } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { documentText, readAllUnits, unitsText } from './document-download';

describe('Download text file', () => {
  it('holds title, citation, summary and content, then provenance', () => {
    const text = documentText({
      title: 'R v Example',
      citation: '[2020] NZSC 1',
      summary: 'A summary.',
      content: 'The full text.',
      provenance: 'Source: Courts of New Zealand (https://www.courtsofnz.govt.nz/), retrieved 2025-01-01',
    });
    expect(text).toBe(
      'R v Example\nCitation: [2020] NZSC 1\n\nSummary\nA summary.\n\nText\nThe full text.\n\nSource: Courts of New Zealand (https://www.courtsofnz.govt.nz/), retrieved 2025-01-01\n',
    );
  });

  it('prints a publication-restriction notice first, verbatim', () => {
    const text = documentText({
      title: 'T',
      citation: null,
      summary: null,
      content: 'C',
      notice: 'NOTE: PUBLICATION OF NAME PROHIBITED.',
      provenance: 'P',
    });
    expect(text).toBe('T\n\nNOTE: PUBLICATION OF NAME PROHIBITED.\n\nText\nC\n\nP\n');
  });

  it('leaves out what the document does not have', () => {
    const text = documentText({ title: 'T', citation: null, summary: null, content: 'C', provenance: 'P' });
    expect(text).toBe('T\n\nText\nC\n\nP\n');
  });
});

const unit = (index: number, asAt: string | null): TextUnit => ({
  index,
  pinpoint: `s ${index + 1}`,
  heading: `Heading ${index + 1}`,
  part: null,
  anchor: `s${index + 1}`,
  repealed: false,
  text: `Text ${index + 1}.`,
  officialUrl: null,
  asAt,
});

describe('Download of the whole text', () => {
  it('reads every window until the total', async () => {
    const all = Array.from({ length: 250 }, (_, i) => unit(i, '2014-07-01'));
    const asked: number[] = [];
    const units = await readAllUnits(async (from) => {
      asked.push(from);
      return { units: all.slice(from, from + 100), from, total: all.length };
    });
    expect(asked).toEqual([0, 100, 200]);
    expect(units).toHaveLength(250);
  });

  it('states a shared version date once, else each unit its own', () => {
    const fmt = (d: string) => `<${d}>`;
    expect(unitsText([unit(0, '2014-07-01'), unit(1, '2014-07-01')], fmt)).toBe(
      'Text as at <2014-07-01>: a dated copy, not necessarily the law in force today.\n\ns 1 Heading 1\nText 1.\n\ns 2 Heading 2\nText 2.',
    );
    expect(unitsText([unit(0, '2014-07-01'), unit(1, '2020-01-01')], fmt)).toBe(
      's 1 Heading 1\n(text as at <2014-07-01>)\nText 1.\n\ns 2 Heading 2\n(text as at <2020-01-01>)\nText 2.',
    );
  });
});
