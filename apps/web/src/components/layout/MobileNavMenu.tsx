import { Menu, Portal } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addSlotRecipes } from '../../theme/system';
import { type Handoff, useHandoff } from '../on-demand';
import { NavMenuButton } from './NavMenuButton';
import { NAV, useInAppNavigation } from './nav';

addSlotRecipes({ menu: menuSlotRecipe });

/**
 * The main navigation as a menu, below the `md` breakpoint: each entry a link (the current page marked). Loaded on
 * demand by the header; `handoff` says what the person did to the stand-in button while this loaded.
 */
export function MobileNavMenu({ pathname, handoff }: { pathname: string; handoff: Handoff }) {
  const { t } = useTranslation('header');
  const navigate = useInAppNavigation();
  const trigger = useRef<HTMLButtonElement>(null);
  useHandoff(trigger, handoff);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <NavMenuButton ref={trigger} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {NAV.map((item) => (
              <Menu.Item key={item.key} value={item.key} asChild>
                <a
                  href={item.href}
                  aria-current={item.route && pathname === item.href ? 'page' : undefined}
                  onClick={(e) => navigate(e, item.href)}
                >
                  {t(`nav.${item.key}`)}
                </a>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
