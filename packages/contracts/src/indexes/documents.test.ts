import { describe, expect, it } from 'vitest';
import {
  DISPLAYED_ATTRIBUTES,
  DOCUMENTS_SETTINGS,
  HEADINGS_EMBEDDER,
  NO_VECTORS,
  SITUATION_EMBEDDERS,
  situationEmbedderOf,
} from './documents';

describe('the situation embedders', () => {
  it('are each an embedder of the documents index, as is the headings one', () => {
    expect(Object.keys(DOCUMENTS_SETTINGS.embedders ?? {}).sort()).toEqual(
      [...SITUATION_EMBEDDERS, HEADINGS_EMBEDDER].sort(),
    );
    expect(NO_VECTORS).toEqual({ situation_1: null, situation_2: null, headings: null });
  });

  it('hold a family under the embedder its hash names, and spread families evenly', () => {
    // Pinned values: an accidental change to the hash would re-split the Acts (the parts' sizes are checked on the
    // whole corpus in apps/indexer/src/corpus.data.test.ts).
    expect(situationEmbedderOf('act-1996-13')).toBe('situation_1');
    expect(situationEmbedderOf('act-2000-24')).toBe('situation_2');
    expect(situationEmbedderOf('Local Legislation Act')).toBe('situation_2');
    const families = Array.from({ length: 2000 }, (_, i) => `act-${1850 + (i % 175)}-${i}`);
    const counts = SITUATION_EMBEDDERS.map(
      (e) => families.filter((f) => situationEmbedderOf(f) === e).length,
    );
    for (const n of counts) expect(n).toBeGreaterThan(900);
  });
});

describe('the displayed attributes', () => {
  it('are every field of a record but the stemmed copies, the vectors and the citator references', () => {
    const displayed = DOCUMENTS_SETTINGS.displayedAttributes ?? [];
    expect(displayed).toEqual(DISPLAYED_ATTRIBUTES);
    expect(displayed.some((f) => f.startsWith('stem_') || f === '_vectors' || f === 'cite_refs')).toBe(false);
    for (const field of [
      'id',
      'doc_id',
      'title',
      'metadata',
      'content',
      'section_text',
      'cites',
      'meaning_family',
    ])
      expect(displayed).toContain(field);
  });
});
