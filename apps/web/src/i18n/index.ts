import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Interface text catalogue. One JSON file per namespace under `./en/` (a namespace per feature, e.g.
 * `search.json` → `useTranslation('search')`). English is the only reviewed catalogue: every other language
 * falls back to English (no machine-made translations); the language picker says so.
 */
const modules = import.meta.glob<{ default: Record<string, unknown> }>('./en/*.json', { eager: true });
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

export default i18next;
