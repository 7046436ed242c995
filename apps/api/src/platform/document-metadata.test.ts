import { DocumentMetadataSchema } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { documentMetadataOf, isValidatedMetadata } from './document-metadata';

const hit = () => ({
  metadata: {
    official_url: 'https://www.legislation.govt.nz/act/public/2020/31/latest/',
    replaced_by: { id: 'act-2020-31', title: 'Privacy Act 2020' },
    sections: ['Purpose'],
    not_a_key: 'stripped',
  },
});

describe('documentMetadataOf', () => {
  it('parses a hit metadata with the schema, unknown keys stripped, frozen all through', () => {
    const m = documentMetadataOf(hit());
    expect(m).toEqual({
      official_url: 'https://www.legislation.govt.nz/act/public/2020/31/latest/',
      replaced_by: { id: 'act-2020-31', title: 'Privacy Act 2020' },
      sections: ['Purpose'],
    });
    expect(Object.isFrozen(m)).toBe(true);
    expect(Object.isFrozen(m.replaced_by)).toBe(true);
    expect(Object.isFrozen(m.sections)).toBe(true);
    expect(isValidatedMetadata(m)).toBe(true);
  });

  it('reads one raw metadata object once, and a parsed one as itself', () => {
    const h = hit();
    const first = documentMetadataOf(h);
    expect(documentMetadataOf(h)).toBe(first);
    expect(documentMetadataOf({ metadata: first })).toBe(first);
    // Another object with the same content is parsed again.
    expect(documentMetadataOf(hit())).not.toBe(first);
  });

  it('reads metadata that do not fit, or none, as {}', () => {
    expect(documentMetadataOf({ metadata: { year: 'not a number' } })).toEqual({});
    expect(documentMetadataOf({})).toEqual({});
    expect(documentMetadataOf({ metadata: null })).toEqual({});
  });

  it('answers what the whole schema answers, keys in its order, for the keys a record holds', () => {
    const records: unknown[] = [
      hit().metadata,
      { year: 2020, sections: ['a'], official_url: 'u', legal_status: { state: 'x' } },
      { case_facts: { outcome: 'Dismissed' }, judges: 'A J', parliament_number: 53, zz: 1 },
      { ...hit().metadata, year: 'x' },
      [hit().metadata],
      'text',
    ];
    for (const raw of records) {
      const whole = DocumentMetadataSchema.safeParse(raw);
      expect(JSON.stringify(documentMetadataOf({ metadata: raw }))).toBe(
        JSON.stringify(whole.success ? whole.data : {}),
      );
    }
  });

  it('is true only of what it returned', () => {
    expect(isValidatedMetadata(hit().metadata)).toBe(false);
    expect(isValidatedMetadata({})).toBe(false);
    expect(isValidatedMetadata(null)).toBe(false);
    expect(isValidatedMetadata('x')).toBe(false);
  });
});
