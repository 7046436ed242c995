import i18n, { isReviewedLanguage } from '../../i18n';
import { createPersistedStore } from '../../lib/persisted-store';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, languageByCode } from './languages';

/**
 * The chosen interface language, kept in localStorage under `preferred-language` (a code from LANGUAGES).
 * Choosing one sets `<html lang>` and `<html dir>` and switches i18next; languages without a reviewed catalogue
 * show English text (i18next falls back to `en`), and so keep English's left-to-right layout (`pageDirection`).
 */
export const LANGUAGE_STORAGE_KEY = 'preferred-language';

function fallback(): Language {
  const en = languageByCode(DEFAULT_LANGUAGE) ?? LANGUAGES[0];
  if (!en) throw new Error('language list is empty');
  return en;
}

/**
 * The direction of the page for a chosen language: right-to-left only when the language is written so and its
 * reviewed catalogue is what the page shows; a language shown in English (no reviewed catalogue yet) stays `ltr`.
 */
export function pageDirection(lang: Pick<Language, 'code' | 'rtl'>): 'ltr' | 'rtl' {
  return lang.rtl && isReviewedLanguage(lang.code) ? 'rtl' : 'ltr';
}

function apply(lang: Language): void {
  const reviewed = isReviewedLanguage(lang.code);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang.htmlLang;
    document.documentElement.dir = pageDirection(lang);
    // The interface text is still English when the language has no reviewed catalogue: say so on the app's
    // root element so assistive technology reads it as English.
    const root = document.getElementById('root');
    if (root) {
      if (reviewed) root.removeAttribute('lang');
      else root.lang = DEFAULT_LANGUAGE;
    }
  }
  void i18n.changeLanguage(reviewed ? lang.code : DEFAULT_LANGUAGE);
}
const store = createPersistedStore({
  key: LANGUAGE_STORAGE_KEY,
  decode: (stored) => languageByCode(stored) ?? fallback(),
  encode: (lang) => lang.code,
  apply,
  serverValue: fallback,
});

/** The current interface language. */
export function currentLanguage(): Language {
  return store.get();
}

/** Chooses the language with `code` (ignored when unknown), saving it and applying it to the page. */
export function setLanguage(code: string): void {
  const lang = languageByCode(code);
  if (lang) store.set(lang);
}

/** React hook: the current language and a setter. */
export function useLanguage(): [Language, (code: string) => void] {
  return [store.use(), setLanguage];
}
