import { router } from '../../trpc';
import { lawJournals } from './law-journals';
import { lawSchools } from './law-schools';
import { legalOrganisations } from './legal-organisations';
import { researchCentres } from './research-centres';
import { scholarSearch } from './scholar-search';

/**
 * Research & Academic: scholarship, law schools, journals, research centres and legal organisations.
 * `trpc.research.<procedure>`.
 */
export const researchRouter = router({
  scholarSearch,
  lawSchools,
  lawJournals,
  researchCentres,
  legalOrganisations,
});
