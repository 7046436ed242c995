import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Handoff, useHandoff } from '../../components/on-demand';
import { isReviewedLanguage } from '../../i18n';
import { addSlotRecipes } from '../../theme/system';
import { LanguageButton } from './LanguageButton';
import { useLanguage } from './language-store';
import { LANGUAGE_GROUPS, LANGUAGES } from './languages';

addSlotRecipes({ menu: menuSlotRecipe });

/**
 * Interface language menu: languages grouped (Primary NZ, Asian, Indian Subcontinent, Pacific Island, Other),
 * each shown with flag, English and native name. Languages without a reviewed catalogue show the interface in
 * English, and the menu says so. Loaded on demand by LanguagePicker; `handoff` says what the person did to the
 * stand-in button while this loaded (see components/on-demand.ts).
 */
export function LanguageMenu({ handoff }: { handoff: Handoff }) {
  const { t } = useTranslation('language');
  const [lang, setLang] = useLanguage();
  const reviewed = isReviewedLanguage(lang.code);
  const trigger = useRef<HTMLButtonElement>(null);
  useHandoff(trigger, handoff);

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <LanguageButton ref={trigger} />
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
