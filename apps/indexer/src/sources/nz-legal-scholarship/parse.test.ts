import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { nzLegalScholarship } from '.';
import { parseScholarship } from './parse';

describe('nz-legal-scholarship (real bundled data)', () => {
  const docs = parseScholarship(DATA_DIR);
  it('reads all 198 records', () => expect(docs).toHaveLength(198));
  it('maps a known record', () => {
    const d = docs.find((x) => x.id === 'nzls-0002');
    expect(d?.title).toBe('Hidden Anxieties: Customary International Law in New Zealand');
    expect(d?.author).toBe('Treasa Dunworth');
    expect(d?.metadata.journal).toBe('New Zealand Journal of Public and International Law');
    expect(d?.metadata.item_type).toBe('article');
  });
});

describe('nz-legal-scholarship (recorded fixture)', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(nzLegalScholarship, import.meta.dirname);
  });
});
