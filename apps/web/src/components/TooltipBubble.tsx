import { Portal, Tooltip } from '@chakra-ui/react';
import { tooltipSlotRecipe } from '@chakra-ui/react/theme';
import { type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { addSlotRecipes } from '../theme/system';
import type { Handoff } from './on-demand';

addSlotRecipes({ tooltip: tooltipSlotRecipe });

/** What keyboard focus can land on inside a trigger (the trigger itself included). */
const FOCUSABLE = 'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

/**
 * The tooltip OnDemandTooltip loads: Chakra's Tooltip around `children`. The trigger is mounted anew when this
 * arrives, so focus it held (`handoff` = `focus`) is given back to the same control inside it, and the tooltip opens
 * if that focus shows (a keyboard's, not a click's): the tooltip's own focus tracking starts with it, too late to
 * have seen how the focus came.
 */
export function TooltipBubble(props: {
  content: ReactNode;
  children: ReactElement;
  placement?: 'top' | 'bottom';
  maxW?: string;
  contentTestId?: string;
  handoff: Handoff;
}) {
  const trigger = useRef<HTMLElement>(null);
  const handedOff = useRef(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (handedOff.current) return;
    handedOff.current = true;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (props.handoff !== 'focus' || !lost) return;
    const el = trigger.current;
    const control = el?.matches(FOCUSABLE) ? el : el?.querySelector<HTMLElement>(FOCUSABLE);
    control?.focus();
    if (control?.matches(':focus-visible')) setOpen(true);
  }, [props.handoff]);
  return (
    <Tooltip.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      openDelay={300}
      positioning={props.placement ? { placement: props.placement } : undefined}
    >
      <Tooltip.Trigger asChild ref={trigger as never}>
        {props.children}
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW={props.maxW} data-testid={props.contentTestId}>
            {props.content}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
