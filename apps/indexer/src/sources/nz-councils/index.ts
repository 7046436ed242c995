import { defineSource } from '../_shared/define-source';
import { parseCouncils } from './parse';

/** `nz-councils`: the 78 local authorities with type, region, dated population and directory contacts. */
export const nzCouncils = defineSource({
  id: 'nz-councils',
  name: 'NZ local authorities (LGA 2002 Schedule 2, Stats NZ, www.govt.nz)',
  domain: 'local',
  index: 'directory',
  parse: (dataDir) => parseCouncils(dataDir),
  sanity: { minCount: 78 },
});
