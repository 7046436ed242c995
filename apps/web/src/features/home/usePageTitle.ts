/**
 * Page titles follow the pattern "<page> - Aotearoa Legal - <mode> Mode" (the mode suffix belongs to the
 * sovereign-mode feature, which owns `document.title`). Re-exported here for the main page and text pages.
 */
export { usePageTitle } from '../sovereign/sovereign-store';
