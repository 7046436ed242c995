import { lazy } from 'react';
import type { BrowseCategory } from '../tool';

/** The 'Case Law & Courts' category of the browser; its tools are added here as they are built. */
export const caseLawCategory: BrowseCategory = {
  id: 'case-law',
  title: 'Case Law & Courts',
  description: 'Decisions of New Zealand courts and tribunals.',
  tools: [
    {
      id: 'supreme-court',
      label: 'Supreme Court',
      component: lazy(() => import('../../case-law/SupremeCourtPanel')),
      live: false,
    },
    {
      id: 'court-of-appeal',
      label: 'Court of Appeal',
      component: lazy(() => import('../../case-law/CourtOfAppealPanel')),
      live: false,
    },
    {
      id: 'high-court',
      label: 'High Court',
      component: lazy(() => import('../../case-law/HighCourtPanel')),
      live: false,
    },
    {
      id: 'district-court',
      label: 'District Court',
      component: lazy(() => import('../../case-law/DistrictCourtPanel')),
      live: false,
    },
    {
      id: 'recent-cases',
      label: 'Recent Cases',
      component: lazy(() => import('../../case-law/RecentCasesPanel')),
      live: false,
    },
    {
      id: 'judicial-decisions',
      label: 'Judicial Decisions Online',
      component: lazy(() => import('../../case-law/JudicialDecisionsPanel')),
      live: false,
    },
  ],
};
