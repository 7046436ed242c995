import { Box, Button, Container, Flex, Heading, HStack, Link, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth/AuthContext';
import { LanguagePicker } from '../../features/language/LanguagePicker';
import { SovereignToggle } from '../../features/sovereign/SovereignToggle';
import { OnDemandTooltip } from '../OnDemandTooltip';
import { useOnDemand } from '../on-demand';
import { NavMenuButton } from './NavMenuButton';
import { NAV, useInAppNavigation } from './nav';

const loadMobileNavMenu = () => import('./MobileNavMenu').then((m) => m.MobileNavMenu);

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
 * The navigation menu below the `md` breakpoint. Its menu (zag's machine) loads the first time a person reaches for
 * the button; until then the same button stands in (see components/on-demand.ts).
 */
function MobileNav({ pathname }: { pathname: string }) {
  const { Widget: Menu, handlers, handoff } = useOnDemand(loadMobileNavMenu);
  return (
    <Box display={{ base: 'block', md: 'none' }}>
      {Menu ? <Menu pathname={pathname} handoff={handoff} /> : <NavMenuButton {...handlers} />}
    </Box>
  );
}

function SignInToggle() {
  const { t } = useTranslation('header');
  const { signedIn, toggle } = useAuth();
  const noteId = useId();
  return (
    <>
      <OnDemandTooltip content={t('authPreviewNote')} maxW="xs">
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
      </OnDemandTooltip>
      <VisuallyHidden id={noteId}>{t('authPreviewNote')}</VisuallyHidden>
    </>
  );
}
