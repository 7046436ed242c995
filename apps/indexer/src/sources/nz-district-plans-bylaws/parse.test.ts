import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { nzDistrictPlansBylaws } from '.';
import { parseDistrictPlansBylaws, planStatusOf } from './parse';

describe('nz-district-plans-bylaws', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(nzDistrictPlansBylaws, import.meta.dirname);
  });

  it('reads the 39 plans and bylaws with unique ids, each council placed in a region', () => {
    const records = parseDistrictPlansBylaws(DATA_DIR);
    expect(records).toHaveLength(39);
    expect(new Set(records.map((r) => r.id)).size).toBe(39);
    expect(records.filter((r) => r.category === 'bylaws')).toHaveLength(25);
    expect(records.filter((r) => r.category === 'structure-plans')).toHaveLength(1);
    expect(records.filter((r) => r.region === null).map((r) => r.id)).toEqual([]);
  });

  it('maps the stated status onto the statuses of the specification, keeping unknown wording out of the filter', () => {
    expect(planStatusOf('appeals version (as at the stored page)')).toBe('Appeals');
    expect(planStatusOf('decisions version under appeal (as at 11 December 2017)')).toBe('Appeals');
    expect(planStatusOf('operative (partly superseded by Proposed District Plan – Appeals Version)')).toBe(
      'Operative',
    );
    expect(planStatusOf('existing bylaw listed for review in phase 2 (2014)')).toBe('Under Review');
    expect(planStatusOf('in force')).toBeNull();
  });
});
