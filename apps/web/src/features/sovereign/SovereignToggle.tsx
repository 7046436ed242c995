import { Box, Switch, VisuallyHidden } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemandTooltip } from '../../components/OnDemandTooltip';
import { toaster } from '../../components/toaster-store';
import { useSovereignMode } from './sovereign-store';

/**
 * Labelled switch for sovereign (offline) mode. Its description (a tooltip loaded on demand, and the accessible
 * description) says what the current mode means. Toggling saves the choice, sets the page title and refetches data
 * so the API answers in the new mode.
 */
export function SovereignToggle() {
  const { t } = useTranslation('sovereign');
  const [on, setOn] = useSovereignMode();
  const queryClient = useQueryClient();
  const descId = useId();
  const description = on ? t('on') : t('off');

  return (
    <OnDemandTooltip content={description} placement="bottom" contentTestId="sovereign-description">
      <Box display="inline-flex">
        <Switch.Root
          size="sm"
          colorPalette="green"
          checked={on}
          onCheckedChange={(e) => {
            setOn(e.checked);
            void queryClient.invalidateQueries();
            toaster.create({
              type: 'info',
              title: e.checked ? t('toastOnTitle') : t('toastOffTitle'),
              description: e.checked ? t('on') : t('off'),
            });
          }}
          data-testid="sovereign-toggle"
        >
          <Switch.HiddenInput role="switch" aria-describedby={descId} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label fontSize="sm" whiteSpace="nowrap">
            {t('label')}
          </Switch.Label>
        </Switch.Root>
        <VisuallyHidden id={descId}>{description}</VisuallyHidden>
      </Box>
    </OnDemandTooltip>
  );
}
