import { router } from '../../trpc';
import { localCouncils } from './councils';
import { courtForms, mojForms } from './court-forms';
import { governmentDatasets, governmentForms, governmentMinistries } from './ministries';
import { councilPlans, environmentalRules } from './plans';

/**
 * Government & Local: ministries, forms and datasets, local councils, court forms, Ministry of Justice forms,
 * council plans and environmental rules. `trpc.government.<procedure>`.
 */
export const governmentRouter = router({
  governmentMinistries,
  governmentForms,
  governmentDatasets,
  localCouncils,
  courtForms,
  mojForms,
  councilPlans,
  environmentalRules,
});
