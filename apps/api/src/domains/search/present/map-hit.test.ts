import { DISPLAYED_ATTRIBUTES } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { OUTLINE_FIELDS } from '../../reader/document-units';
import { LINK_FIELDS } from '../../reader/router';
import { RANKING_ATTRIBUTES } from '../plan/fields';
import { mapHit, mapSectionHit, RETRIEVED_ATTRIBUTES, SECTION_ATTRIBUTES } from './map-hit';
import { markStems, previewWindow, stripMarks, textAroundMatch } from './text-window';

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
  it('gives a bill its stage with the date it was read, not a legal status of an Act', () => {
    const hit = mapHit({
      doc_id: 'bill-1',
      title: 'Gas (Market Transparency) Amendment Bill',
      type: 'bill',
      is_current: false,
      metadata: { bill_status: 'Royal Assent', status_as_at: '2026-06-13' },
    });
    expect(hit.statusLabel).toBe(
      'Bill status: Royal Assent, as at 13 June 2026 (New Zealand Parliament bills data)',
    );
    expect(mapHit({ doc_id: 'bill-2', title: 'B', type: 'bill', metadata: {} }).statusLabel).toBeNull();
  });

  it('maps a hit with fallbacks and never throws on missing fields', () => {
    const hit = mapHit(
      { id: 'x--0', doc_id: 'x', title: 'Tenancy', content: 'the tenant dismissed' },
      new Set(['tenanc', 'dismiss']),
    );
    expect(hit).toMatchObject({
      id: 'x',
      title: 'Tenancy',
      highlightedTitle: '<mark>Tenancy</mark>',
      content: 'the tenant dismissed',
      preview: 'the tenant <mark>dismissed</mark>',
    });
    expect(mapHit({ doc_id: 'y', title: 'T', content: 'c d' })).toMatchObject({
      highlightedTitle: 'T',
      preview: 'c d',
    });
    expect(hit.legal_area).toEqual([]);
    expect(mapHit({}).id).toBe('');
  });

  it('cuts a long text around its first matched word, and marks the preview', () => {
    const text = `${'filler words here '.repeat(200)}the employer dismissed the worker ${'more filler '.repeat(200)}`;
    const hit = mapHit({ doc_id: 'c', title: 'C', content: text }, new Set(['dismiss']));
    expect(hit.content?.length).toBeLessThanOrEqual(602);
    expect(hit.content?.startsWith('…')).toBe(true);
    expect(hit.content?.endsWith('…')).toBe(true);
    expect(hit.preview).toContain('<mark>dismissed</mark>');
  });
});

describe('textAroundMatch', () => {
  it('keeps a short text whole and starts an unmatched long one at its beginning', () => {
    expect(textAroundMatch('short text', new Set(['x']))).toBe('short text');
    const long = 'word '.repeat(300).trim();
    const cut = textAroundMatch(long, new Set(['absent']), 100);
    expect(cut.startsWith('word')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(101);
  });

  it('never cuts a character in two where the text has no space to cut on', () => {
    const cut = textAroundMatch('😀'.repeat(100), undefined, 51);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.slice(0, -1)).toBe('😀'.repeat(25));
  });

  it('starts a little before the first matched word, on a word boundary', () => {
    const text = `${'aa '.repeat(100)}grievance ${'bb '.repeat(100)}`;
    const cut = textAroundMatch(text, new Set(['grievanc']), 60);
    expect(cut).toMatch(/^…aa /);
    expect(cut).toContain('grievance');
  });

  it('keeps the matched word in the window when a long run without spaces comes before it', () => {
    const text = `aa ${'x'.repeat(2000)} grievance ${'bb '.repeat(100)}`;
    const cut = textAroundMatch(text, new Set(['grievanc']), 60);
    expect(cut).toContain('grievance');
    expect(cut.length).toBeLessThanOrEqual(62);
    expect(cut.startsWith('…x')).toBe(true);
  });
});

describe('markStems and mapSectionHit', () => {
  const stems = new Set(['dismiss', 'grievanc']);

  it('marks every word whose stem was searched, whatever its form', () => {
    expect(markStems('Unjustifiably dismissed: personal grievances', stems)).toBe(
      'Unjustifiably <mark>dismissed</mark>: personal <mark>grievances</mark>',
    );
    expect(markStems('<mark>old</mark> text', new Set())).toBe('old text');
  });

  it('maps a section record with its pinpoint, as-at date and official link; null for other records', () => {
    const sec = mapSectionHit(
      {
        doc_id: 'act-2000-24',
        section_pinpoint: 's 114',
        section_heading: 'Raising personal grievance',
        section_url: 'https://www.legislation.govt.nz/act/public/2000/0024/latest/DLM60336.html',
        section_anchor: 'DLM60336',
        section_as_at: '2025-11-13',
        section_text: 'within the period of 90 days beginning with the date on which the grievance arose',
      },
      stems,
    );
    expect(sec).toMatchObject({ pinpoint: 's 114', asAt: '2025-11-13', anchor: 'DLM60336', repealed: false });
    expect(sec?.highlightedHeading).toBe('Raising personal <mark>grievance</mark>');
    expect(sec?.preview).toContain('<mark>grievance</mark>');
    expect(mapSectionHit({ doc_id: 'x' }, stems)).toBeNull();
  });
});

describe('textAroundMatch, best window', () => {
  it('prefers the window holding more of the searched words to the first match', () => {
    const text = `employment ${'aa '.repeat(200)}the employer dismissed the worker unjustifiably ${'bb '.repeat(200)}`;
    const cut = textAroundMatch(text, new Set(['employ', 'dismiss', 'unjustifi']), 120);
    expect(cut).toContain('dismissed the worker');
  });
});

describe('the fields searches ask for', () => {
  it('are all displayed by the index, nested ones by name (a field it does not display comes back missing)', () => {
    const asked = [
      ...RETRIEVED_ATTRIBUTES,
      ...SECTION_ATTRIBUTES,
      ...RANKING_ATTRIBUTES,
      ...LINK_FIELDS,
      ...OUTLINE_FIELDS,
      'cites',
    ];
    for (const field of asked) expect(DISPLAYED_ATTRIBUTES).toContain(field);
  });
});
