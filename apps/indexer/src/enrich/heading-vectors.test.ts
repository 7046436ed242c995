import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SourceDocument } from '../model/source-document';
import {
  dequantizeRow,
  HEADING_VECTORS_DATA_PATH,
  HEADING_VECTORS_INDEX_PATH,
  headingTexts,
  headingVectors,
  quantizeRow,
} from './heading-vectors';

/** A legislation document of the shape the sources produce (test data, not a real Act). */
const act = {
  id: 'act-test-1',
  title: 'Test Widgets Act 2001',
  type: 'legislation',
  metadata: {
    sections: ['s 1 Title', 's 2 Widgets', 's 3 Selling widgets', 's 4 Widget refunds', 's 5 Fees'],
  },
} as unknown as SourceDocument;

/** A unit vector of 512 dimensions pointing along axis `i` (test data). */
const axis = (i: number) => Array.from({ length: 512 }, (_, k) => (k === i ? 1 : 0));

const dir = mkdtempSync(join(tmpdir(), 'heading-vectors-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('heading vectors', () => {
  it('encodes the title without its year and each heading once, not the headings every Act has', () => {
    expect(headingTexts(act)).toEqual([
      'Test Widgets Act',
      'Widgets',
      'Selling widgets',
      'Widget refunds',
      'Fees',
    ]);
    expect(headingTexts({ ...act, type: 'case_law' } as SourceDocument)).toBeNull();
  });

  it('keeps a unit vector through int8 within rounding', () => {
    const v = [0.6, -0.8, ...new Array(510).fill(0)];
    const back = dequantizeRow(quantizeRow(v));
    expect(back[0]).toBeCloseTo(0.6, 2);
    expect(back[1]).toBeCloseTo(-0.8, 2);
  });

  it('looks each text up by its exact words and leaves out a text with no stored vector', () => {
    mkdirSync(join(dir, 'derived'));
    const texts = ['Fees', 'Test Widgets Act', 'Widgets'];
    writeFileSync(
      join(dir, ...HEADING_VECTORS_INDEX_PATH),
      JSON.stringify({ encoder: 'test', dimensions: 512, builtAt: '2026-11-24', texts }),
    );
    const rows = new Int8Array(texts.length * 512);
    texts.forEach((_, i) => {
      rows.set(quantizeRow(axis(i)), i * 512);
    });
    writeFileSync(join(dir, ...HEADING_VECTORS_DATA_PATH), rows);
    const vectors = headingVectors(act, dir);
    // Title (row 1), Widgets (row 2), Fees (row 0); the other headings have none.
    expect(vectors?.map((v) => v.indexOf(1))).toEqual([1, 2, 0]);
  });
});
