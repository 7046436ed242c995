import { Box, chakra, useSlotRecipe, VisuallyHidden, visuallyHiddenStyle } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemandTooltip } from '../../components/OnDemandTooltip';
import { useSovereignMode } from './sovereign-store';

/**
 * Labelled switch for sovereign (offline) mode. Its description (a tooltip loaded on demand, and the accessible
 * description) says what the current mode means. Toggling saves the choice, sets the page title, refetches data so
 * the API answers in the new mode, and says so in a toast.
 *
 * A native checkbox with the switch role, drawn with Chakra's switch recipe (size `sm`), not Chakra's `Switch`: the
 * header is on every page's first load, and the `Switch` component brings a state machine (zag's switch, core and
 * focus tracking, ~8 kB gzip with the toaster store it pulled in) for what the browser's checkbox already does:
 * Space toggles it, the label's click reaches it, a screen reader reads it as a switch with its label.
 */
export function SovereignToggle() {
  const { t } = useTranslation('sovereign');
  const [on, setOn] = useSovereignMode();
  const queryClient = useQueryClient();
  const descId = useId();
  const [focusVisible, setFocusVisible] = useState(false);
  const styles = useSlotRecipe({ key: 'switch' })({ size: 'sm' });
  const description = on ? t('on') : t('off');
  // The recipe styles its parts by the states Chakra's Switch sets on them.
  const state = {
    'data-state': on ? 'checked' : 'unchecked',
    ...(focusVisible ? { 'data-focus-visible': '' } : {}),
  };

  return (
    <OnDemandTooltip content={description} placement="bottom" contentTestId="sovereign-description">
      <Box display="inline-flex">
        <chakra.label css={styles.root} colorPalette="green" data-testid="sovereign-toggle" {...state}>
          <chakra.input
            type="checkbox"
            role="switch"
            css={visuallyHiddenStyle}
            checked={on}
            aria-describedby={descId}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setOn(checked);
              void queryClient.invalidateQueries();
              // The toaster's store loads with the first toast (it is already loaded once the page has settled).
              void import('../../components/toaster-store').then(({ toaster }) =>
                toaster.create({
                  type: 'info',
                  title: checked ? t('toastOnTitle') : t('toastOffTitle'),
                  description: checked ? t('on') : t('off'),
                }),
              );
            }}
            onFocus={(e) => setFocusVisible(e.currentTarget.matches(':focus-visible'))}
            onBlur={() => setFocusVisible(false)}
          />
          <chakra.span css={styles.control} aria-hidden="true" {...state}>
            <chakra.span css={styles.thumb} {...state} />
          </chakra.span>
          <chakra.span css={styles.label} fontSize="sm" whiteSpace="nowrap">
            {t('label')}
          </chakra.span>
        </chakra.label>
        <VisuallyHidden id={descId}>{description}</VisuallyHidden>
      </Box>
    </OnDemandTooltip>
  );
}
