import { lazy } from 'react';
import type { BrowseCategory } from '../tool';

/** The 'Case Law & Courts' category of the browser; its tools are added here as they are built. */
export const caseLawCategory: BrowseCategory = {
  id: 'case-law',
  title: 'Case Law & Courts',
  description: 'Decisions of New Zealand courts and tribunals.',
  tools: [
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
  ],
};
