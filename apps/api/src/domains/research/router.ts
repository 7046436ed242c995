import { router } from '../../trpc';
import { lawJournals } from './law-journals';

/** Research & Academic: journals (more tools of the category join here). `trpc.research.<procedure>`. */
export const researchRouter = router({
  lawJournals,
});
