import { router } from '../../trpc';
import { freeLegalServices } from './free-legal-services';
import { lawSocietySearch } from './law-society-search';
import { lawyerSearch } from './lawyer-search';
import { legalHelplines } from './legal-helplines';

/** Find Lawyers: lawyer search, the Law Society's documents, free legal services and helplines. `trpc.people.*`. */
export const peopleRouter = router({
  lawyerSearch,
  lawSocietySearch,
  freeLegalServices,
  legalHelplines,
});
