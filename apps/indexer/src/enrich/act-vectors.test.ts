import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../model/source-document';
import {
  actVectorInput,
  actVectorTexts,
  combineActVector,
  dequantizeVector,
  MIN_VECTOR_HEADINGS,
  quantizeVector,
} from './act-vectors';

/** A legislation document of the shape the sources produce (test data, not a real Act). */
function act(headings: string[], over: Partial<SourceDocument> = {}): SourceDocument {
  return {
    id: 'act-test-1',
    title: 'Test Widgets Act 2001',
    type: 'legislation',
    metadata: { sections: headings },
    ...over,
  } as SourceDocument;
}

const OUTLINE = [
  's 1 Title',
  's 2 Commencement',
  's 3 Widgets',
  's 4 Selling widgets',
  's 5 [Repealed]',
  's 6 Widget refunds',
];

describe('act vectors', () => {
  it('reads headings from the outline, without pinpoints, repealed entries or repeats', () => {
    const input = actVectorInput(act([...OUTLINE, 's 7 Widgets']));
    expect(input?.title).toBe('Test Widgets Act');
    expect(input?.headings).toEqual([
      'Title',
      'Commencement',
      'Widgets',
      'Selling widgets',
      'Widget refunds',
    ]);
  });

  it('gives no input for other documents or for Acts with fewer than MIN_VECTOR_HEADINGS headings', () => {
    expect(actVectorInput(act(OUTLINE, { type: 'case_law' }))).toBeNull();
    expect(actVectorInput(act(OUTLINE.slice(0, MIN_VECTOR_HEADINGS - 1)))).toBeNull();
  });

  it('changes its hash when a heading changes (a stored vector is then not used)', () => {
    const a = actVectorInput(act(OUTLINE));
    const b = actVectorInput(act([...OUTLINE.slice(0, 5), 's 6 Widget returns']));
    expect(a?.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(a?.hash).not.toBe(b?.hash);
  });

  it('encodes an outline text without boilerplate headings, then the title and each heading', () => {
    const input = actVectorInput(act(OUTLINE));
    if (!input) throw new Error('no input');
    const [outline, title, ...rest] = actVectorTexts(input);
    expect(outline).toBe('Test Widgets Act. Widgets. Selling widgets. Widget refunds');
    expect(title).toBe('Test Widgets Act');
    expect(rest).toEqual(input.headings);
  });

  it('combines encodings into a unit vector and survives int8 storage', () => {
    const v = combineActVector([
      [1, 0, 0, 0],
      [0, 1, 0, 0],
      [0, 0, 1, 0],
    ]);
    expect(Math.hypot(...v)).toBeCloseTo(1, 6);
    const back = dequantizeVector(quantizeVector(v));
    const cosine = v.reduce((s, x, i) => s + x * (back[i] ?? 0), 0);
    expect(cosine).toBeGreaterThan(0.999);
  });
});
