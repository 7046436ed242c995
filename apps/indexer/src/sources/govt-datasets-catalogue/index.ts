import { defineSource } from '../_shared/define-source';
import { parseDatasetsCatalogue } from './parse';

/**
 * `govt-datasets-catalogue`: government datasets from the data.govt.nz catalogue pages captured in March 2019 and
 * the PAN-NZ protected-area dataset catalogue (status dates April 2026).
 */
export const govtDatasetsCatalogue = defineSource({
  id: 'govt-datasets-catalogue',
  name: 'NZ government datasets (data.govt.nz catalogue, PAN-NZ catalogue)',
  domain: 'government',
  index: 'directory',
  parse: (dataDir) => parseDatasetsCatalogue(dataDir),
  sanity: { minCount: 60 },
});
