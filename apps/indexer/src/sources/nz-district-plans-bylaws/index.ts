import { defineSource } from '../_shared/define-source';
import { parseDistrictPlansBylaws } from './parse';

/**
 * `nz-district-plans-bylaws`: district plans, plan changes, a structure plan and bylaws of 15 councils, each status
 * with the dates its page shows (a sample compiled from stored council pages on 2026-11-22; not a national list).
 */
export const nzDistrictPlansBylaws = defineSource({
  id: 'nz-district-plans-bylaws',
  name: 'NZ district plans, plan changes and bylaws (council pages)',
  domain: 'government',
  index: 'directory',
  parse: (dataDir) => parseDistrictPlansBylaws(dataDir),
  sanity: { minCount: 35 },
});
