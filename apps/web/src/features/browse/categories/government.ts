import { lazy } from 'react';
import type { BrowseCategory, BrowseTool } from '../tool';

/** The 'Government & Local' category of the browser; its tools are added here as they are built. */
export const governmentCategory: BrowseCategory = {
  id: 'government',
  title: 'Government & Local',
  description: 'Ministries, councils, court forms, plans and environmental rules.',
  tools: [
    {
      id: 'government-ministries',
      label: 'Government Ministries',
      component: lazy(() => import('../../government/GovernmentMinistriesPanel')),
      live: false,
    },
    {
      id: 'local-councils',
      label: 'Local Councils',
      component: lazy(() => import('../../government/LocalCouncilsPanel')),
      live: false,
    },
    {
      id: 'court-forms',
      label: 'Court Forms',
      component: lazy(() => import('../../government/CourtFormsPanel')),
      live: false,
    },
    {
      id: 'moj-forms',
      label: 'Justice Ministry Forms',
      component: lazy(() => import('../../government/MojFormsPanel')),
      live: false,
    },
    {
      id: 'council-plans',
      label: 'Council Plans',
      component: lazy(() => import('../../government/CouncilPlansPanel')),
      live: false,
    },
    {
      id: 'environmental-rules',
      label: 'Environmental Rules',
      component: lazy(() => import('../../government/EnvironmentalRulesPanel')),
      live: false,
    },
  ] satisfies BrowseTool[],
};
