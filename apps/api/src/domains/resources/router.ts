import { router } from '../../trpc';
import { dataSources } from './data-sources';
import { legalDatabases } from './databases';
import { grants } from './grants';
import { legalJobs } from './jobs';

/** Resources & Tools: jobs, grants and awards, legal databases, data sources. `trpc.resources.<procedure>`. */
export const resourcesRouter = router({
  legalJobs,
  grants,
  legalDatabases,
  dataSources,
});
