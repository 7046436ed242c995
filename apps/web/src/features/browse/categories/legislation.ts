import type { BrowseCategory } from '../tool';

/** The 'Legislation & Acts' category of the browser; its tools are added here as they are built. */
export const legislationCategory: BrowseCategory = {
  id: 'legislation',
  title: 'Legislation & Acts',
  description: 'Acts, recent changes and building law.',
  tools: [],
};
