import { lazy } from 'react';
import type { BrowseCategory } from '../tool';

/** The 'Resources & Tools' category of the browser; its tools are added here as they are built. */
export const resourcesCategory: BrowseCategory = {
  id: 'resources',
  title: 'Resources & Tools',
  description: 'Jobs, grants, legal databases and data sources.',
  tools: [
    {
      id: 'legal-jobs',
      label: 'Legal Jobs',
      component: lazy(() => import('../../resources/LegalJobsPanel')),
      live: false,
    },
    {
      id: 'grants',
      label: 'Grants & Awards',
      component: lazy(() => import('../../resources/GrantsPanel')),
      live: false,
    },
    {
      id: 'legal-databases',
      label: 'Legal Databases',
      component: lazy(() => import('../../resources/LegalDatabasesPanel')),
      live: false,
    },
    {
      id: 'data-sources',
      label: 'NZ Data Sources',
      component: lazy(() => import('../../resources/DataSourcesPanel')),
      live: false,
    },
  ],
};
