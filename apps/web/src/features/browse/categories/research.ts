import { lazy } from 'react';
import type { BrowseCategory } from '../tool';

/** The 'Research & Academic' category of the browser, tools in the specification's order. */
export const researchCategory: BrowseCategory = {
  id: 'research',
  title: 'Research & Academic',
  description: 'Scholarship, law schools, journals and research centres.',
  tools: [
    {
      id: 'scholar-search',
      label: 'Scholar Search',
      component: lazy(() => import('../../research/ScholarSearchPanel')),
      live: false,
    },
    {
      id: 'universities',
      label: 'Universities',
      component: lazy(() => import('../../research/UniversitiesPanel')),
      live: false,
    },
    {
      id: 'law-journals',
      label: 'Law Journals',
      component: lazy(() => import('../../research/LawJournalsPanel')),
      live: false,
    },
    {
      id: 'research-centres',
      label: 'Research Centres',
      component: lazy(() => import('../../research/ResearchCentresPanel')),
      live: false,
    },
  ],
};
