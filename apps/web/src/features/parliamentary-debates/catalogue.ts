import { addCatalogue } from '../../i18n';
import catalogue from '../../i18n/en/ticker.json';

/** The debates ticker's texts. Added when this module loads (with the code that shows them), not with every page. */
export const TICKER_NS = addCatalogue('ticker', catalogue);
