import { Badge, chakra, Portal, Tooltip } from '@chakra-ui/react';
import { tooltipSlotRecipe } from '@chakra-ui/react/theme';
import { useId } from 'react';
import { addSlotRecipes } from '../../../theme/system';

addSlotRecipes({ tooltip: tooltipSlotRecipe });

/**
 * A badge for a value the index derived (case type, outcome, significance, children involved…) whose tooltip and
 * accessible description say how it was decided: the documented rule, or the decision's own sentence. The trigger
 * is a button so keyboard users can reach the explanation; its name is the badge's label alone, the explanation its
 * description (held in a hidden element outside it, so it is not read twice). Used by every case card (case-law and
 * courts panels).
 */
export function DerivedBadge(props: { label: string; basis: string; colorPalette?: string }) {
  const descId = useId();
  return (
    <>
      <Tooltip.Root openDelay={200} positioning={{ placement: 'top' }}>
        <Tooltip.Trigger asChild>
          <chakra.button type="button" aria-describedby={descId} cursor="help" display="inline-flex">
            <Badge colorPalette={props.colorPalette ?? 'gray'}>{props.label}</Badge>
          </chakra.button>
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content maxW="xs">{props.basis}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
      <chakra.span id={descId} hidden>
        {props.basis}
      </chakra.span>
    </>
  );
}
