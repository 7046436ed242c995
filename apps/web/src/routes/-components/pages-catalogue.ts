import { addCatalogue } from '../../i18n';
import catalogue from '../../i18n/en/pages.json';

/**
 * The texts of the help, terms, privacy and accessibility pages. Added when this module loads (with the code that
 * shows them), not with every page.
 */
export const PAGES_NS = addCatalogue('pages', catalogue);
