import { defineSource } from '../_shared/define-source';
import { parseCourtFormsFees } from './parse';

/**
 * `moj-court-forms-fees`: court fees (all historic, each with its as-at date as the page words it) and court forms
 * facts (the Care of Children form generator, legal aid forms), compiled from stored pages on 2026-11-22.
 */
export const mojCourtFormsFees = defineSource({
  id: 'moj-court-forms-fees',
  name: 'NZ court fees and forms (Ministry of Justice and secondary pages)',
  domain: 'government',
  index: 'directory',
  parse: (dataDir) => parseCourtFormsFees(dataDir),
  sanity: { minCount: 40 },
});
