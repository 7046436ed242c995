import { describe, expect, it } from 'vitest';
import { makeDirectoryRecord } from './directory-record';

// Synthetic records (made up for this test): a helpline's fields as the community-law-centres source writes them.
const helpline = {
  id: 'helpline--example',
  kind: 'helpline' as const,
  title: 'Example line',
  source: 'Test source',
  sourceUrl: 'https://example.org/',
  retrievedAt: '2026-01-01',
  fields: {
    name: 'Example line',
    phone: 'a synthetic number',
    hours: null,
    group: 'test',
    notes: null,
    asAt: null,
  },
};

describe('makeDirectoryRecord', () => {
  it("keeps fields that fit the kind's schema as given", () => {
    expect(makeDirectoryRecord(helpline).fields).toEqual(helpline.fields);
  });

  it('names the record and the field when the fields do not fit', () => {
    const fields = { ...helpline.fields, phone: null } as unknown as typeof helpline.fields;
    expect(() => makeDirectoryRecord({ ...helpline, fields })).toThrow(/helpline--example: .* at phone/);
  });

  it('refuses a key the schema does not name (the API would never read it)', () => {
    const fields = { ...helpline.fields, fax: '04 000 0000' };
    expect(() => makeDirectoryRecord({ ...helpline, fields })).toThrow(/does not name/);
  });
});
