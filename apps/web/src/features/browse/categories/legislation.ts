import { lazy } from 'react';
import type { BrowseCategory, BrowseTool } from '../tool';

/** The 'Legislation & Acts' category of the browser; its tools are added here as they are built. */
export const legislationCategory: BrowseCategory = {
  id: 'legislation',
  title: 'Legislation & Acts',
  description: 'Acts, recent changes and building law.',
  tools: [
    {
      id: 'nz-legislation',
      label: 'NZ Legislation',
      component: lazy(() => import('../../legislation/LegislationPanel')),
      live: false,
    },
    {
      id: 'recent-updates',
      label: 'Recent Updates',
      component: lazy(() => import('../../legislation/LegislationUpdatesPanel')),
      live: false,
      liveSources: ['parliament'],
    },
    {
      id: 'building-law',
      label: 'Building Law',
      component: lazy(() => import('../../legislation/BuildingLawPanel')),
      live: false,
    },
  ] satisfies BrowseTool[],
};
