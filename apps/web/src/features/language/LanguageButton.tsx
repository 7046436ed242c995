import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from './language-store';

/**
 * The language menu's trigger: flag and native name of the current language (the upper-case code on small screens).
 * Shown alone until the menu's code has loaded (see LanguagePicker), then as the menu's trigger; other props (a menu
 * trigger's, a stand-in's handlers, `ref`) pass through to the button.
 */
export function LanguageButton(props: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation('language');
  const [lang] = useLanguage();
  return (
    <Button
      size="sm"
      variant="outline"
      // The name holds both visible texts (the native name, or the code on a phone), so "click EN" works by voice.
      aria-label={t('triggerLabel', {
        nativeName: lang.nativeName,
        code: lang.code.toUpperCase(),
        name: lang.englishName,
      })}
      data-testid="language-trigger"
      {...props}
    >
      <span aria-hidden="true">{lang.flag}</span>
      <Box as="span" display={{ base: 'none', md: 'inline' }}>
        {lang.nativeName}
      </Box>
      <Box as="span" display={{ base: 'inline', md: 'none' }}>
        {lang.code.toUpperCase()}
      </Box>
    </Button>
  );
}
