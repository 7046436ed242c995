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

  it('is true only of what it returned', () => {
    expect(isValidatedMetadata(hit().metadata)).toBe(false);
    expect(isValidatedMetadata({})).toBe(false);
    expect(isValidatedMetadata(null)).toBe(false);
    expect(isValidatedMetadata('x')).toBe(false);
  });
});
