import { router } from '../../trpc';
import { buildingCodes, buildingMethods, standardsNz } from './building';
import { nzLegislation, nzLegislationUpdates } from './nz-legislation';

/** Legislation & Acts: NZ Legislation, Recent Updates and Building Law. `trpc.legislation.<procedure>`. */
export const legislationRouter = router({
  nzLegislation,
  nzLegislationUpdates,
  buildingCodes,
  standardsNz,
  buildingMethods,
});
