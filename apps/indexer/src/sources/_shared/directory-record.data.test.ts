import { isDeepStrictEqual } from 'node:util';
import { DIRECTORY_FIELDS_SCHEMAS, DIRECTORY_KINDS, type DirectoryRecord } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { SOURCES } from '../index';

describe('directory records of the bundled snapshot', async () => {
  const records: DirectoryRecord[] = [];
  for (const source of SOURCES)
    if (source.index === 'directory') records.push(...(await source.parse(DATA_DIR)));

  it('hold every directory kind', () => {
    expect(new Set(records.map((r) => r.kind))).toEqual(new Set(DIRECTORY_KINDS));
  });

  it("each hold fields that fit their kind's schema, with no key the schema does not name", () => {
    const misfits = records.flatMap((r) => {
      const parsed = DIRECTORY_FIELDS_SCHEMAS[r.kind].safeParse(r.fields);
      if (!parsed.success)
        return [`${r.id}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.message}`];
      // The schema strips what it does not name: a stripped key is one the API would never read.
      return isDeepStrictEqual(parsed.data, r.fields) ? [] : [`${r.id}: a key outside the schema`];
    });
    expect(misfits).toEqual([]);
  });
});
