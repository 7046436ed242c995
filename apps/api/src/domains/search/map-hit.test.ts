import { describe, expect, it } from 'vitest';
import { mapHit, previewWindow, stripMarks } from './map-hit';

const balanced = (s: string) => {
  let depth = 0;
  for (const m of s.matchAll(/<\/?mark>/g)) {
    depth += m[0] === '<mark>' ? 1 : -1;
    if (depth < 0 || depth > 1) return false;
  }
  return depth === 0;
};

describe('previewWindow', () => {
  it('keeps short text unchanged', () => {
    expect(previewWindow('a <mark>bond</mark> b')).toBe('a <mark>bond</mark> b');
  });

  it('cuts about 500 characters around the first match, on spaces, with balanced tags', () => {
    const words = Array.from({ length: 400 }, (_, i) => (i % 50 === 0 ? `<mark>w${i}</mark>` : `w${i}`));
    const text = words.join(' ');
    const p = previewWindow(text);
    expect(stripMarks(p).length).toBeLessThanOrEqual(520);
    expect(stripMarks(p).length).toBeGreaterThan(300);
    expect(balanced(p)).toBe(true);
    expect(p).toContain('<mark>w0</mark>');
    const late = `${'x '.repeat(600)}<mark>grievance</mark> ${'y '.repeat(600)}`;
    const q = previewWindow(late);
    expect(q.startsWith('…')).toBe(true);
    expect(q.endsWith('…')).toBe(true);
    expect(q).toContain('<mark>grievance</mark>');
  });

  it('re-balances a window that starts inside a highlighted phrase', () => {
    const text = `${'a '.repeat(300)}<mark>one two three</mark> ${'b '.repeat(300)}`;
    expect(balanced(previewWindow(text, 100))).toBe(true);
  });
});

describe('mapHit', () => {
  it('maps a hit with fallbacks and never throws on missing fields', () => {
    const hit = mapHit({
      id: 'x--0',
      doc_id: 'x',
      title: 'T',
      _formatted: { title: '<mark>T</mark>', content: 'c <mark>d</mark>' },
    });
    expect(hit).toMatchObject({
      id: 'x',
      title: 'T',
      highlightedTitle: '<mark>T</mark>',
      content: 'c d',
      preview: 'c <mark>d</mark>',
    });
    expect(hit.legal_area).toEqual([]);
    expect(mapHit({}).id).toBe('');
  });
});
