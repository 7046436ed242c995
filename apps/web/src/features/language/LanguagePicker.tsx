import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isReviewedLanguage } from '../../i18n';
import { useLanguage } from './language-store';
import { LANGUAGE_GROUPS, LANGUAGES } from './languages';

/**
 * Interface language menu: languages grouped (Primary NZ, Asian, Indian Subcontinent, Pacific Island, Other),
 * each shown with flag, English and native name. The trigger shows flag + name, or the upper-case code on
 * small screens. Languages without a reviewed catalogue show the interface in English, and the menu says so.
 */
export function LanguagePicker() {
  const { t } = useTranslation('language');
  const [lang, setLang] = useLanguage();
  const reviewed = isReviewedLanguage(lang.code);

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          size="sm"
          variant="outline"
          aria-label={t('triggerLabel', { name: lang.englishName })}
          data-testid="language-trigger"
        >
          <span aria-hidden="true">{lang.flag}</span>
          <Box as="span" display={{ base: 'none', md: 'inline' }}>
            {lang.nativeName}
          </Box>
          <Box as="span" display={{ base: 'inline', md: 'none' }}>
            {lang.code.toUpperCase()}
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="min(70vh, 32rem)" overflowY="auto" minW="16rem" data-testid="language-menu">
            <Box px="2" py="1.5" data-testid="language-note">
              <Text fontSize="xs" color="fg.muted">
                {reviewed ? t('reviewedNote', { name: lang.englishName }) : t('fallbackNote')}
              </Text>
            </Box>
            {LANGUAGE_GROUPS.map((group) => (
              <Menu.RadioItemGroup
                key={group}
                value={lang.code}
                onValueChange={(d) => setLang(d.value)}
                data-testid={`language-group-${group}`}
              >
                <Menu.ItemGroupLabel>{t(`groups.${group}`)}</Menu.ItemGroupLabel>
                {LANGUAGES.filter((l) => l.group === group).map((l) => (
                  <Menu.RadioItem key={l.code} value={l.code} data-testid={`language-option-${l.code}`}>
                    <span aria-hidden="true">{l.flag}</span>
                    <Box as="span" flex="1" lang={l.htmlLang} dir={l.rtl ? 'rtl' : undefined}>
                      {l.nativeName}
                    </Box>
                    <Text as="span" fontSize="xs" color="fg.muted">
                      {l.englishName}
                    </Text>
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
