import { LegalJobsInputSchema, type LegalJobsOutput, LegalJobsOutputSchema } from '@aotearoa/contracts';
import { publicProcedure } from '../../trpc';
import { resourcesMeta } from './meta';

/** The two job boards' own legal listings (the specification's TradeMe and Seek tabs link here). */
export const JOB_BOARDS: LegalJobsOutput['boards'] = [
  { id: 'trademe', name: 'Trade Me Jobs – Legal', url: 'https://www.trademe.co.nz/a/jobs/legal' },
  { id: 'seek', name: 'SEEK – Legal jobs', url: 'https://www.seek.co.nz/jobs-in-legal' },
];

/** Why the list is empty (shown by the panel). */
export const JOBS_NOTICE =
  'No job listings are held: this service has no real source of legal job advertisements, and none is invented. ' +
  'Search the job boards’ own legal listings instead.';

/**
 * `resources.legalJobs` — `GET /api/legal-jobs?query=&location=&type=&experience=` (the Legal Jobs panel).
 * Input: `query`, `location` (auckland … remote), `type` (full-time … internship), `experience` (graduate, junior,
 * mid, senior, partner); `all`/blank means no filter. Output: `{ jobs: [], total: 0, notice, boards }` — no listing
 * is held (there is no real source of job advertisements here), so the answer is always empty with the two job
 * boards' legal listings; a live connector may add listings. Does not read the index.
 * Errors: 400 naming the parameter.
 */
export const legalJobs = publicProcedure
  .meta(
    resourcesMeta(
      '/legal-jobs',
      'Legal job listings (none held) and the job boards’ legal listings',
      'No job listing is held, so jobs is always empty; boards lists the Trade Me and SEEK legal listings. ' +
        'location, type and experience are validated; all or blank means no filter.',
    ),
  )
  .input(LegalJobsInputSchema)
  .output(LegalJobsOutputSchema)
  .query(() => ({ jobs: [], total: 0, notice: JOBS_NOTICE, boards: JOB_BOARDS }));
