import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { govtDatasetsCatalogue } from '.';
import { formatOf, parseDatasetsCatalogue } from './parse';

describe('govt-datasets-catalogue', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(govtDatasetsCatalogue, import.meta.dirname);
  });

  it('reads 20 catalogue datasets and the named PAN-NZ datasets, with unique ids and official links', () => {
    const records = parseDatasetsCatalogue(DATA_DIR);
    expect(records.filter((r) => r.id.startsWith('dataset--datagovtnz-'))).toHaveLength(20);
    expect(records.filter((r) => r.id.startsWith('dataset--pan-nz-'))).toHaveLength(13 + 44);
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
    const edu = records.find((r) => r.title === 'Directory of Educational Institutions');
    expect(edu?.fields).toMatchObject({ frequency: 'Irregular' });
    expect(edu?.date).toBe('2018-10-31');
  });

  it('maps catalogue format names to the format filter', () => {
    expect(formatOf('.xlsx')).toBe('xlsx');
    expect(formatOf('OGC WMS')).toBe('api');
    expect(formatOf('ArcGIS REST Feature Service')).toBe('api');
    expect(formatOf('XLS')).toBe('other');
  });
});
