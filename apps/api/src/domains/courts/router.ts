import { router } from '../../trpc';
import { employmentLawCases } from './employment-law-cases';
import { environmentCourtCases } from './environment-court-cases';
import { familyCourtCases } from './family-court-cases';
import { maoriCourtDecisions } from './maori-court-decisions';
import { maoriCourts } from './maori-courts';
import { waitangiClaims } from './waitangi-claims';

/**
 * Courts and tribunals with their own jurisdictions (Case Law & Courts): employment, family, Environment Court,
 * and the Māori courts, their decisions and Waitangi claims. `trpc.courts.<procedure>`.
 */
export const courtsRouter = router({
  employmentLawCases,
  familyCourtCases,
  environmentCourtCases,
  maoriCourts,
  maoriCourtDecisions,
  waitangiClaims,
});
