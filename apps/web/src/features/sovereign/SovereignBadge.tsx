import { Badge, Box, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSovereignMode } from './sovereign-store';

/**
 * 'Sovereign Mode Active' badge, fixed at the bottom right of the main page while sovereign mode is on.
 * Mounted by the root layout on `/` only.
 */
export function SovereignBadge() {
  const { t } = useTranslation('sovereign');
  const [on] = useSovereignMode();
  if (!on) return null;
  return (
    <Box
      position="fixed"
      insetEnd={{ base: '3', md: '5' }}
      bottom={{ base: '3', md: '5' }}
      zIndex="docked"
      pointerEvents="none"
      role="status"
      data-testid="sovereign-badge"
    >
      <Badge
        colorPalette="green"
        variant="solid"
        size="lg"
        px="3"
        py="1.5"
        boxShadow="md"
        title={t('badgeDescription')}
      >
        <span aria-hidden="true">🛡️</span> {t('badge')}
      </Badge>
    </Box>
  );
}
