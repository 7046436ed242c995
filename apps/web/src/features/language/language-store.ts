import { useSyncExternalStore } from 'react';
import i18n, { isReviewedLanguage } from '../../i18n';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, languageByCode } from './languages';

/**
 * The chosen interface language, kept in localStorage under `preferred-language` (a code from LANGUAGES).
 * Choosing one sets `<html lang>` (and `dir="rtl"` for Arabic and Urdu) and switches i18next; languages
 * without a reviewed catalogue show English text (i18next falls back to `en`).
 */
export const LANGUAGE_STORAGE_KEY = 'preferred-language';

type Listener = () => void;
const listeners = new Set<Listener>();

function readStored(): Language {
  try {
    return languageByCode(globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY)) ?? fallback();
  } catch {
    return fallback();
  }
}

function fallback(): Language {
  const en = languageByCode(DEFAULT_LANGUAGE) ?? LANGUAGES[0];
  if (!en) throw new Error('language list is empty');
  return en;
}

let current = readStored();

function apply(lang: Language): void {
  const reviewed = isReviewedLanguage(lang.code);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang.htmlLang;
    document.documentElement.dir = lang.rtl ? 'rtl' : 'ltr';
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
apply(current);

/** The current interface language. */
export function currentLanguage(): Language {
  return current;
}

/** Chooses the language with `code` (ignored when unknown), saving it and applying it to the page. */
export function setLanguage(code: string): void {
  const lang = languageByCode(code);
  if (!lang) return;
  current = lang;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lang.code);
  } catch {
    // storage blocked: applies for this visit only
  }
  apply(lang);
  for (const l of listeners) l();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React hook: the current language and a setter. */
export function useLanguage(): [Language, (code: string) => void] {
  const lang = useSyncExternalStore(subscribe, currentLanguage, fallback);
  return [lang, setLanguage];
}
