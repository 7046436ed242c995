import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Interface text catalogue. One JSON file per namespace under `./en/` (a namespace per feature, e.g.
 * `search.json` → `useTranslation(SEARCH_NS)`). English is the only reviewed catalogue: every other language
 * falls back to English (no machine-made translations); the language picker says so.
 *
 * Loaded here, with every page: the namespaces of the page's frame (header, footer, skip link, language menu,
 * sovereign switch). Every other namespace comes with its feature's code, which adds it with
 * `addCatalogue` (a page's first render never waits for a catalogue, and no page loads the texts of the others).
 */
const modules = import.meta.glob<{ default: Record<string, unknown> }>(
  ['./en/common.json', './en/footer.json', './en/header.json', './en/language.json', './en/sovereign.json'],
  { eager: true },
);
const en: Record<string, Record<string, unknown>> = {};
for (const [path, mod] of Object.entries(modules)) {
  const ns = path.replace(/^\.\/en\//, '').replace(/\.json$/, '');
  en[ns] = mod.default;
}

/** Languages with a reviewed interface catalogue. */
export const REVIEWED_LANGUAGES = ['en'] as const;

/** True when `code` has a reviewed catalogue; any other language is shown in English. */
export function isReviewedLanguage(code: string): boolean {
  return (REVIEWED_LANGUAGES as readonly string[]).includes(code);
}

void i18next.use(initReactI18next).init({
  resources: { en },
  lng: 'en',
  fallbackLng: 'en',
  ns: Object.keys(en),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * Adds the English catalogue of namespace `ns` (its JSON file under `./en/`, imported by the feature that uses it),
 * once; returns `ns` for `useTranslation(ns)`. Call it at the top level of the feature's module, so the texts are
 * there before any of its components renders.
 */
export function addCatalogue(ns: string, catalogue: Record<string, unknown>): string {
  if (!i18next.hasResourceBundle('en', ns)) i18next.addResourceBundle('en', ns, catalogue);
  return ns;
}

export default i18next;
