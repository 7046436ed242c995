import { addCatalogue } from '../../i18n';
import catalogue from '../../i18n/en/search.json';

/**
 * The search page's texts (also its cards' legislation notes, and the main page's site-help answer). Added when this
 * module loads (with the code that shows them), not with every page.
 */
export const SEARCH_NS = addCatalogue('search', catalogue);
