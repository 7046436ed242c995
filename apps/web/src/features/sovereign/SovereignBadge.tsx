import { Badge, Box, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSovereignMode } from './sovereign-store';

/**
 * 'Sovereign Mode Active' badge at the bottom right of the main page while sovereign mode is on.
 * Mounted by the root layout on `/` only.
 *
 * Small screens: in the page flow, right-aligned at the very end (a fixed badge would cover content on a
 * narrow screen). Wider screens: fixed bottom-right, with a spacer so the end of the page never hides under it.
 */
export function SovereignBadge() {
  const { t } = useTranslation('sovereign');
  const [on] = useSovereignMode();
  if (!on) return null;
  return (
    <>
      <Box display={{ base: 'none', md: 'block' }} height="16" aria-hidden="true" />
      <Box
        position={{ base: 'static', md: 'fixed' }}
        display="flex"
        justifyContent="flex-end"
        px={{ base: '4', md: '0' }}
        pb={{ base: '4', md: '0' }}
        insetEnd={{ md: '5' }}
        bottom={{ md: '5' }}
        zIndex="docked"
        pointerEvents="none"
        role="status"
        data-testid="sovereign-badge"
      >
        <Badge colorPalette="green" variant="solid" size="lg" px="3" py="1.5" boxShadow="md">
          {t('badge')}
          <VisuallyHidden>: {t('badgeDescription')}</VisuallyHidden>
        </Badge>
      </Box>
    </>
  );
}
