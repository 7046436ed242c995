import { defineSource } from '../_shared/define-source';
import { parseEnvironmentalInstruments } from './parse';

/**
 * `nz-environmental-instruments`: national policy statements, two national environmental standards and six
 * councils' regional plans, compiled from stored pages on 2026-11-22 (several secondary; not a complete list).
 */
export const nzEnvironmentalInstruments = defineSource({
  id: 'nz-environmental-instruments',
  name: 'NZ environmental instruments (NPS, NES, regional plans)',
  domain: 'government',
  index: 'directory',
  parse: (dataDir) => parseEnvironmentalInstruments(dataDir),
  sanity: { minCount: 20 },
});
