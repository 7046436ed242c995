import { defineSource } from '../_shared/define-source';
import { parseDataSources } from './parse';

/** `nz-data-sources`: the bundled data folders as the data README lists them (kind `data_source`). */
export const nzDataSources = defineSource({
  id: 'nz-data-sources',
  name: 'Bundled data folders (data README and PROVENANCE files)',
  domain: 'resources',
  index: 'directory',
  parse: (dataDir) => parseDataSources(dataDir),
  sanity: { minCount: 10 },
});
