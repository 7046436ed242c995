import { addCatalogue } from '../../i18n';
import catalogue from '../../i18n/en/citation.json';

/** The citation dialog's texts. Added when this module loads (with the code that shows them), not with every page. */
export const CITATION_NS = addCatalogue('citation', catalogue);
