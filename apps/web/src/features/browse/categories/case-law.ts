import type { BrowseCategory } from '../tool';

/** The 'Case Law & Courts' category of the browser; its tools are added here as they are built. */
export const caseLawCategory: BrowseCategory = {
  id: 'case-law',
  title: 'Case Law & Courts',
  description: 'Decisions of New Zealand courts and tribunals.',
  tools: [],
};
