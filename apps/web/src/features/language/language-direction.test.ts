import { describe, expect, it } from 'vitest';
import { pageDirection } from './language-store';
import { languageByCode } from './languages';

describe('pageDirection', () => {
  it('keeps Arabic and Urdu left-to-right while their text is shown in English (no reviewed catalogue)', () => {
    for (const code of ['ar', 'ur']) {
      const lang = languageByCode(code);
      expect(lang?.rtl, code).toBe(true);
      expect(pageDirection(lang ?? { code, rtl: true }), code).toBe('ltr');
    }
  });

  it('is ltr for English and other left-to-right languages', () => {
    expect(pageDirection({ code: 'en', rtl: undefined })).toBe('ltr');
    expect(pageDirection({ code: 'mi', rtl: undefined })).toBe('ltr');
  });
});
