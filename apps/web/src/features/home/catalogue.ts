import { addCatalogue } from '../../i18n';
import catalogue from '../../i18n/en/home.json';

/** The main page's texts. Added when this module loads (with the main page's code), not with every page. */
export const HOME_NS = addCatalogue('home', catalogue);
