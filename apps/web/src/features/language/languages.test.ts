import { describe, expect, it } from 'vitest';
import { LANGUAGE_GROUPS, LANGUAGES, languageByCode } from './languages';

const SEED_ORDER =
  'en mi zh zh-tw ja ko th vi id ms tl hi ur bn ta te mr gu kn ml pa si ne fj sm to ty haw pis bi ch gil mh na pau rap niu tkl tvl es fr de pt ru ar it nl sv da no fi'.split(
    ' ',
  );

describe('LANGUAGES', () => {
  it('keeps every language of the specification, in its order, once', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(SEED_ORDER);
    expect(new Set(SEED_ORDER).size).toBe(SEED_ORDER.length);
    // The specification's list holds 51 codes (its heading says 49).
    expect(LANGUAGES).toHaveLength(51);
  });

  it('groups them by region, groups contiguous in the order of the specification', () => {
    const counts = Object.fromEntries(
      LANGUAGE_GROUPS.map((g) => [g, LANGUAGES.filter((l) => l.group === g).length]),
    );
    expect(counts).toEqual({ primary: 2, asian: 9, indian: 12, pacific: 16, other: 12 });
    const order = LANGUAGES.map((l) => LANGUAGE_GROUPS.indexOf(l.group));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('uses standard endonyms and marks right-to-left scripts', () => {
    expect(languageByCode('mi')?.nativeName).toBe('Te reo Māori');
    expect(languageByCode('sm')?.nativeName).toBe('Gagana Sāmoa');
    expect(languageByCode('to')?.nativeName).toBe('lea faka-Tonga');
    expect(languageByCode('fj')?.nativeName).toBe('Na Vosa Vakaviti');
    expect(LANGUAGES.filter((l) => l.rtl).map((l) => l.code)).toEqual(['ur', 'ar']);
    expect(languageByCode('zh-tw')?.htmlLang).toBe('zh-TW');
    expect(languageByCode('xx')).toBeUndefined();
  });
});
