import type { BrowseCategory } from '../tool';
import { caseLawCategory } from './case-law';
import { governmentCategory } from './government';
import { lawyersCategory } from './lawyers';
import { legislationCategory } from './legislation';
import { newsCategory } from './news';
import { researchCategory } from './research';
import { resourcesCategory } from './resources';

/** The seven categories of the browser, in the specification's order. Each category's tools live in its own file. */
export const CATEGORIES: readonly BrowseCategory[] = [
  legislationCategory,
  caseLawCategory,
  lawyersCategory,
  researchCategory,
  governmentCategory,
  newsCategory,
  resourcesCategory,
];

/** The category with this URL id, or undefined. */
export function categoryById(id: string | undefined): BrowseCategory | undefined {
  return CATEGORIES.find((c) => c.id === id);
}
