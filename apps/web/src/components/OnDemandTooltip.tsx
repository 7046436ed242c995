import { cloneElement, type FocusEvent, type ReactElement, type ReactNode } from 'react';
import { useOnDemand } from './on-demand';

const loadBubble = () => import('./TooltipBubble').then((m) => m.TooltipBubble);

type TriggerHandlers = {
  onPointerEnter?: (e: unknown) => void;
  onPointerDown?: (e: unknown) => void;
  onTouchStart?: (e: unknown) => void;
  onFocus?: (e: FocusEvent) => void;
  onBlur?: (e: FocusEvent) => void;
};

/**
 * A tooltip (Chakra's, placed by `placement`, opening after 300 ms) whose code loads the first time a pointer,
 * a touch or keyboard focus reaches `children`, its trigger: until then `children` render alone, with their own
 * handlers kept. The description a tooltip shows must also be in the trigger's accessible description
 * (aria-describedby), so nothing is lost before it loads. `contentTestId` names the bubble for tests.
 */
export function OnDemandTooltip(props: {
  content: ReactNode;
  children: ReactElement<TriggerHandlers>;
  placement?: 'top' | 'bottom';
  maxW?: string;
  contentTestId?: string;
}) {
  const { Widget: Bubble, handlers, handoff } = useOnDemand(loadBubble);
  if (Bubble) {
    return (
      <Bubble
        content={props.content}
        placement={props.placement}
        maxW={props.maxW}
        contentTestId={props.contentTestId}
        handoff={handoff}
      >
        {props.children}
      </Bubble>
    );
  }
  const own = props.children.props;
  return cloneElement(props.children, {
    onPointerEnter: (e: unknown) => {
      own.onPointerEnter?.(e);
      handlers.onPointerEnter();
    },
    onPointerDown: (e: unknown) => {
      own.onPointerDown?.(e);
      handlers.onPointerDown();
    },
    onTouchStart: (e: unknown) => {
      own.onTouchStart?.(e);
      handlers.onTouchStart();
    },
    onFocus: (e: FocusEvent) => {
      own.onFocus?.(e);
      handlers.onFocus();
    },
    onBlur: (e: FocusEvent) => {
      own.onBlur?.(e);
      handlers.onBlur();
    },
  });
}
