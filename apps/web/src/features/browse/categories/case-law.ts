import { lazy } from 'react';
import type { BrowseCategory } from '../tool';

/** The 'Case Law & Courts' category of the browser, its tools in the specification's order. */
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
      id: 'employment-law',
      label: 'Employment Law',
      component: lazy(() => import('../../courts/EmploymentLawPanel')),
      live: false,
    },
    {
      id: 'family-court',
      label: 'Family Court',
      component: lazy(() => import('../../courts/FamilyCourtPanel')),
      live: false,
    },
    {
      id: 'environment-court',
      label: 'Environment Court',
      component: lazy(() => import('../../courts/EnvironmentCourtPanel')),
      live: false,
    },
    {
      id: 'maori-courts',
      label: 'Māori Courts',
      component: lazy(() => import('../../courts/MaoriCourtsPanel')),
      live: false,
    },
    {
      id: 'recent-cases',
      label: 'Recent Cases',
      component: lazy(() => import('../../case-law/RecentCasesPanel')),
      live: false,
      liveSources: ['jdo-judgments'],
    },
    {
      id: 'judicial-decisions',
      label: 'Judicial Decisions Online',
      component: lazy(() => import('../../case-law/JudicialDecisionsPanel')),
      live: false,
    },
  ],
};
