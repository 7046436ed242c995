import { router } from '../../trpc';
import { courtOfAppealCases } from './court-of-appeal-cases';
import { districtCourtCases } from './district-court-cases';
import { highCourtCases } from './high-court-cases';
import { judicialDecisions } from './judicial-decisions';
import { recentCases } from './recent-cases';
import { supremeCourtCases } from './supreme-court-cases';

/** Case Law & Courts: decisions of the courts (more tools of the category join here). `trpc.caseLaw.<procedure>`. */
export const caseLawRouter = router({
  supremeCourtCases,
  courtOfAppealCases,
  highCourtCases,
  districtCourtCases,
  recentCases,
  judicialDecisions,
});
