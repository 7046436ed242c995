import type { BrowseCategory } from '../tool';

/** The 'Find Lawyers' category of the browser; its tools are added here as they are built. */
export const lawyersCategory: BrowseCategory = {
  id: 'lawyers',
  title: 'Find Lawyers',
  description: 'Lawyers, the Law Society and free legal services.',
  tools: [],
};
