/**
 * Interface languages offered by the language picker, in the specification's order. Names: the English name and the
 * language's own name (endonym) in its standard spelling. Flags are the country most associated with the
 * language in New Zealand's communities; they only decorate the name.
 */
export type LanguageGroup = 'primary' | 'asian' | 'indian' | 'pacific' | 'other';

export interface Language {
  /** Code kept in localStorage `preferred-language` (the specification's code). */
  code: string;
  /** BCP 47 tag written to `<html lang>`. */
  htmlLang: string;
  englishName: string;
  nativeName: string;
  flag: string;
  group: LanguageGroup;
  /** Right-to-left script. */
  rtl?: boolean;
}

const L = (
  code: string,
  englishName: string,
  nativeName: string,
  flag: string,
  group: LanguageGroup,
  extra: Partial<Pick<Language, 'htmlLang' | 'rtl'>> = {},
): Language => ({
  code,
  htmlLang: extra.htmlLang ?? code,
  englishName,
  nativeName,
  flag,
  group,
  rtl: extra.rtl,
});

export const LANGUAGES: readonly Language[] = [
  L('en', 'English', 'English', '🇳🇿', 'primary'),
  L('mi', 'Māori', 'Te reo Māori', '🇳🇿', 'primary'),
  L('zh', 'Chinese (Simplified)', '简体中文', '🇨🇳', 'asian', { htmlLang: 'zh-Hans' }),
  L('zh-tw', 'Chinese (Traditional)', '繁體中文', '🇹🇼', 'asian', { htmlLang: 'zh-TW' }),
  L('ja', 'Japanese', '日本語', '🇯🇵', 'asian'),
  L('ko', 'Korean', '한국어', '🇰🇷', 'asian'),
  L('th', 'Thai', 'ไทย', '🇹🇭', 'asian'),
  L('vi', 'Vietnamese', 'Tiếng Việt', '🇻🇳', 'asian'),
  L('id', 'Indonesian', 'Bahasa Indonesia', '🇮🇩', 'asian'),
  L('ms', 'Malay', 'Bahasa Melayu', '🇲🇾', 'asian'),
  L('tl', 'Tagalog', 'Tagalog', '🇵🇭', 'asian'),
  L('hi', 'Hindi', 'हिन्दी', '🇮🇳', 'indian'),
  L('ur', 'Urdu', 'اردو', '🇵🇰', 'indian', { rtl: true }),
  L('bn', 'Bengali', 'বাংলা', '🇧🇩', 'indian'),
  L('ta', 'Tamil', 'தமிழ்', '🇮🇳', 'indian'),
  L('te', 'Telugu', 'తెలుగు', '🇮🇳', 'indian'),
  L('mr', 'Marathi', 'मराठी', '🇮🇳', 'indian'),
  L('gu', 'Gujarati', 'ગુજરાતી', '🇮🇳', 'indian'),
  L('kn', 'Kannada', 'ಕನ್ನಡ', '🇮🇳', 'indian'),
  L('ml', 'Malayalam', 'മലയാളം', '🇮🇳', 'indian'),
  L('pa', 'Punjabi', 'ਪੰਜਾਬੀ', '🇮🇳', 'indian'),
  L('si', 'Sinhala', 'සිංහල', '🇱🇰', 'indian'),
  L('ne', 'Nepali', 'नेपाली', '🇳🇵', 'indian'),
  L('fj', 'Fijian', 'Na Vosa Vakaviti', '🇫🇯', 'pacific'),
  L('sm', 'Samoan', 'Gagana Sāmoa', '🇼🇸', 'pacific'),
  L('to', 'Tongan', 'lea faka-Tonga', '🇹🇴', 'pacific'),
  L('ty', 'Tahitian', 'Reo Tahiti', '🇵🇫', 'pacific'),
  L('haw', 'Hawaiian', 'ʻŌlelo Hawaiʻi', '🇺🇸', 'pacific'),
  L('pis', 'Solomon Islands Pijin', 'Pijin', '🇸🇧', 'pacific'),
  L('bi', 'Bislama', 'Bislama', '🇻🇺', 'pacific'),
  L('ch', 'Chamorro', 'CHamoru', '🇬🇺', 'pacific'),
  L('gil', 'Gilbertese (Kiribati)', 'Taetae ni Kiribati', '🇰🇮', 'pacific'),
  L('mh', 'Marshallese', 'Kajin M̧ajeļ', '🇲🇭', 'pacific'),
  L('na', 'Nauruan', 'Dorerin Naoero', '🇳🇷', 'pacific'),
  L('pau', 'Palauan', 'a tekoi er a Belau', '🇵🇼', 'pacific'),
  L('rap', 'Rapa Nui', 'Vananga Rapa Nui', '🇨🇱', 'pacific'),
  L('niu', 'Niuean', 'Vagahau Niuē', '🇳🇺', 'pacific'),
  L('tkl', 'Tokelauan', 'Gagana Tokelau', '🇹🇰', 'pacific'),
  L('tvl', 'Tuvaluan', 'Te Ggana Tuuvalu', '🇹🇻', 'pacific'),
  L('es', 'Spanish', 'Español', '🇪🇸', 'other'),
  L('fr', 'French', 'Français', '🇫🇷', 'other'),
  L('de', 'German', 'Deutsch', '🇩🇪', 'other'),
  L('pt', 'Portuguese', 'Português', '🇵🇹', 'other'),
  L('ru', 'Russian', 'Русский', '🇷🇺', 'other'),
  L('ar', 'Arabic', 'العربية', '🇸🇦', 'other', { rtl: true }),
  L('it', 'Italian', 'Italiano', '🇮🇹', 'other'),
  L('nl', 'Dutch', 'Nederlands', '🇳🇱', 'other'),
  L('sv', 'Swedish', 'Svenska', '🇸🇪', 'other'),
  L('da', 'Danish', 'Dansk', '🇩🇰', 'other'),
  L('no', 'Norwegian', 'Norsk', '🇳🇴', 'other'),
  L('fi', 'Finnish', 'Suomi', '🇫🇮', 'other'),
];

/** Group order in the picker. */
export const LANGUAGE_GROUPS: readonly LanguageGroup[] = ['primary', 'asian', 'indian', 'pacific', 'other'];

export const DEFAULT_LANGUAGE = 'en';

/** The language with `code`, or undefined. */
export function languageByCode(code: string | null | undefined): Language | undefined {
  return LANGUAGES.find((l) => l.code === code);
}
