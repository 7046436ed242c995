import { addCatalogue } from '../../i18n';
import catalogue from '../../i18n/en/guidance.json';

/**
 * The situation answer's texts. Added when this module loads (with the code that shows them), not with every page.
 */
export const GUIDANCE_NS = addCatalogue('guidance', catalogue);
