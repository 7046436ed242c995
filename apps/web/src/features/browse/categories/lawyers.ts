import { lazy } from 'react';
import type { BrowseCategory } from '../tool';

/** The 'Find Lawyers' category of the browser, tools in the specification's order. */
export const lawyersCategory: BrowseCategory = {
  id: 'lawyers',
  title: 'Find Lawyers',
  description: 'Lawyers, the Law Society and free legal services.',
  tools: [
    {
      id: 'lawyer-search',
      label: 'Lawyer Search',
      component: lazy(() => import('../../people/LawyerSearchPanel')),
      live: false,
    },
    {
      id: 'law-society',
      label: 'Law Society',
      component: lazy(() => import('../../people/LawSocietyPanel')),
      live: false,
    },
    {
      id: 'free-legal-services',
      label: 'Free Legal Services',
      component: lazy(() => import('../../people/FreeLegalServicesPanel')),
      live: false,
    },
  ],
};
