import { lazy } from 'react';
import type { BrowseCategory } from '../tool';

/** The 'Legal News & Media' category of the browser; its tools are added here as they are built. */
export const newsCategory: BrowseCategory = {
  id: 'news',
  title: 'Legal News & Media',
  description: 'Legal news and media from New Zealand sources.',
  tools: [
    {
      id: 'legal-news',
      label: 'Legal News',
      component: lazy(() => import('../../news/LegalNewsPanel')),
      live: false,
    },
    {
      id: 'newspaper-search',
      label: 'Newspaper Search',
      component: lazy(() => import('../../news/NewspaperSearchPanel')),
      live: false,
    },
    {
      id: 'media-search',
      label: 'Media Search',
      component: lazy(() => import('../../news/MediaSearchPanel')),
      live: false,
    },
  ],
};
