import type { BrowseCategory } from '../tool';

/** The 'Government & Local' category of the browser; its tools are added here as they are built. */
export const governmentCategory: BrowseCategory = {
  id: 'government',
  title: 'Government & Local',
  description: 'Ministries, councils, court forms, plans and environmental rules.',
  tools: [],
};
