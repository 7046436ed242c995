import { DIRECTORY_FIELDS_SCHEMAS } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { guidance } from '.';
import { parseGuidance } from './parse';

describe('guidance', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(guidance, import.meta.dirname);
  });

  it('gives every situation and topic one record whose fields are the record as the contracts shape it', () => {
    const records = parseGuidance(DATA_DIR);
    expect(records.filter((r) => r.kind === 'guidance_situation')).toHaveLength(11);
    expect(records.filter((r) => r.kind === 'guidance_topic')).toHaveLength(5);
    for (const r of records) {
      expect(r.id).toBe(`${r.kind}--${(r.fields as { id: string }).id}`);
      expect(DIRECTORY_FIELDS_SCHEMAS[r.kind].safeParse(r.fields).success).toBe(true);
      expect(r.url).toMatch(/^https:\/\/www\.legislation\.govt\.nz\//);
    }
  });
});
