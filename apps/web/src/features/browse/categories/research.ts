import { lazy } from 'react';
import type { BrowseCategory } from '../tool';

/** The 'Research & Academic' category of the browser; its tools are added here as they are built. */
export const researchCategory: BrowseCategory = {
  id: 'research',
  title: 'Research & Academic',
  description: 'Scholarship, law schools, journals and research centres.',
  tools: [
    {
      id: 'law-journals',
      label: 'Law Journals',
      component: lazy(() => import('../../research/LawJournalsPanel')),
      live: false,
    },
  ],
};
