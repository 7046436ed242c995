import type { BrowseCategory } from '../tool';

/** The 'Legal News & Media' category of the browser; its tools are added here as they are built. */
export const newsCategory: BrowseCategory = {
  id: 'news',
  title: 'Legal News & Media',
  description: 'Legal news and media from New Zealand sources.',
  tools: [],
};
