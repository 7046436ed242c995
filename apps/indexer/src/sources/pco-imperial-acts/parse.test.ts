import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { pcoImperialActs } from '.';
import { parseImperialActs } from './parse';

describe('pco-imperial-acts (real bundled data)', () => {
  it('reads the Imperial Acts', () => {
    const acts = parseImperialActs(DATA_DIR);
    expect(acts).toHaveLength(15);
    expect(acts.find((a) => a.id === 'act-imperial-1267-23')?.title).toBe('Statute of Marlborough 1267');
  });
});

describe('pco-imperial-acts (recorded fixture)', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(pcoImperialActs, import.meta.dirname);
  });
});
