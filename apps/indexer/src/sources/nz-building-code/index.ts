import { defineSource } from '../_shared/define-source';
import { parseBuildingCode } from './parse';

/** `nz-building-code`: Building Code clauses, Acceptable Solutions/Verification Methods and cited NZ Standards. */
export const nzBuildingCode = defineSource({
  id: 'nz-building-code',
  name: 'NZ Building Code pages (compiled from stored copies)',
  domain: 'legislation',
  index: 'directory',
  parse: (dataDir) => parseBuildingCode(dataDir),
  sanity: { minCount: 30 },
});
