import { Portal, Tooltip } from '@chakra-ui/react';
import { type ReactElement, type ReactNode, useEffect, useRef } from 'react';
import type { Handoff } from './on-demand';

/** What keyboard focus can land on inside a trigger (the trigger itself included). */
const FOCUSABLE = 'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

/**
 * The tooltip OnDemandTooltip loads: Chakra's Tooltip around `children`. The trigger is mounted anew when this
 * arrives, so focus it held (`handoff` = `focus`) is given back to the same control inside it.
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
  useEffect(() => {
    if (handedOff.current) return;
    handedOff.current = true;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (props.handoff !== 'focus' || !lost) return;
    const el = trigger.current;
    (el?.matches(FOCUSABLE) ? el : el?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
  }, [props.handoff]);
  return (
    <Tooltip.Root openDelay={300} positioning={props.placement ? { placement: props.placement } : undefined}>
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
