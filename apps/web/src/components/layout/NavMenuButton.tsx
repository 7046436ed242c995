import { Button, type ButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The trigger of the navigation menu on small screens (☰ Menu). Shown alone until the menu's code has loaded (see
 * Header's MobileNav), then as the menu's trigger; other props (`ref`, handlers) pass through to the button.
 */
export function NavMenuButton(props: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation('header');
  return (
    <Button size="sm" variant="outline" aria-label={t('menuLabel')} data-testid="nav-menu-trigger" {...props}>
      <span aria-hidden="true">☰</span> {t('menu')}
    </Button>
  );
}
