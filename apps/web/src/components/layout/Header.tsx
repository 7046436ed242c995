import {
  Box,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  Link,
  Menu,
  Portal,
  Tooltip,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth/AuthContext';
import { LanguagePicker } from '../../features/language/LanguagePicker';
import { SovereignToggle } from '../../features/sovereign/SovereignToggle';

interface NavItem {
  key: 'search' | 'browse' | 'universities' | 'help';
  /** Route path, or an anchor on the main page. */
  href: string;
  /** A page of its own (can be the current page), as opposed to an anchor on the main page. */
  route: boolean;
}

/** Main navigation. Browse and Universities are sections of the main page. */
const NAV: readonly NavItem[] = [
  { key: 'search', href: '/search', route: true },
  { key: 'browse', href: '/#browse', route: false },
  { key: 'universities', href: '/#universities', route: false },
  { key: 'help', href: '/help', route: true },
];

/**
 * Site header on every page: brand, main navigation (a menu below the `md` breakpoint), the sovereign-mode
 * switch, the language picker and the local Sign In / Sign Out preview toggle.
 */
export function Header() {
  const { t } = useTranslation('header');
  const { pathname } = useLocation();
  const navigate = useInAppNavigation();

  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" className="no-print">
      <Container maxW="6xl" py="2">
        <Flex align="center" gap={{ base: '2', md: '4' }} wrap="wrap" rowGap="2">
          <Heading as="p" size="md" flexShrink={0} me="auto">
            <Link asChild fontWeight="bold" color="fg" textDecoration="none">
              <RouterLink to="/" aria-label={t('homeLink')}>
                Aotearoa Legal
              </RouterLink>
            </Link>
          </Heading>
          <HStack as="nav" aria-label={t('navLabel')} gap="4" display={{ base: 'none', md: 'flex' }}>
            {NAV.map((item) => {
              const current = item.route && pathname === item.href;
              return (
                <Link
                  key={item.key}
                  href={item.href}
                  aria-current={current ? 'page' : undefined}
                  fontWeight={current ? 'bold' : 'medium'}
                  textDecoration={current ? 'underline' : undefined}
                  textUnderlineOffset="4px"
                  data-testid={`nav-${item.key}`}
                  onClick={(e) => navigate(e, item.href)}
                >
                  {t(`nav.${item.key}`)}
                </Link>
              );
            })}
          </HStack>
          <MobileNav pathname={pathname} />
          <HStack
            gap="2"
            flexBasis={{ base: '100%', md: 'auto' }}
            justify={{ base: 'space-between', md: 'flex-end' }}
            ms={{ md: 'auto' }}
            wrap="wrap"
            rowGap="2"
          >
            <HStack gap="2">
              <LanguagePicker />
              <SignInToggle />
            </HStack>
            <SovereignToggle />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

/**
 * Click handler for the navigation's plain anchors: a plain left click navigates inside the app (no page
 * load, so the sign-in preview state is kept); modified clicks (new tab etc.) keep the browser's behaviour.
 */
function useInAppNavigation(): (e: MouseEvent<HTMLAnchorElement>, href: string) => void {
  const router = useRouter();
  return (e, href) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void router.navigate({ href });
  };
}

function MobileNav({ pathname }: { pathname: string }) {
  const { t } = useTranslation('header');
  const navigate = useInAppNavigation();
  return (
    <Box display={{ base: 'block', md: 'none' }}>
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline" aria-label={t('menuLabel')} data-testid="nav-menu-trigger">
            <span aria-hidden="true">☰</span> {t('menu')}
          </Button>
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
    </Box>
  );
}

function SignInToggle() {
  const { t } = useTranslation('header');
  const { signedIn, toggle } = useAuth();
  const noteId = useId();
  return (
    <Tooltip.Root openDelay={300}>
      <Tooltip.Trigger asChild>
        <Button
          size="sm"
          colorPalette="blue"
          variant={signedIn ? 'outline' : 'solid'}
          onClick={toggle}
          aria-describedby={noteId}
          data-testid="auth-toggle"
        >
          {signedIn ? t('signOut') : t('signIn')}
        </Button>
      </Tooltip.Trigger>
      <VisuallyHidden id={noteId}>{t('authPreviewNote')}</VisuallyHidden>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">{t('authPreviewNote')}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
