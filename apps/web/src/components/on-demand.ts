import { type ComponentType, type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** What a widget does once loaded with what the person did to its stand-in meanwhile. */
export type Handoff = 'none' | 'focus' | 'click';

/** Event handlers for a widget's stand-in (a plain button that looks like its trigger). */
export interface StandInHandlers {
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onTouchStart: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onClick: () => void;
}

/**
 * Loads a widget's code the first time a person reaches for it (pointer over, touch, focus or click on its stand-in)
 * rather than with the page: the header's menus and tooltips run state machines (zag menu, tooltip, popper,
 * floating-ui), about 16 kB of the first page's gzipped JavaScript, that matter only once used.
 *
 * Returns `Widget` (null until loaded), the stand-in's `handlers`, and `handoff`: `click` when the stand-in was
 * clicked (or activated from the keyboard) before the widget arrived, `focus` when it held focus, else `none`. The
 * widget passes `handoff` to useHandoff so nothing the person did is lost. A failed load (offline) is tried again
 * on the next reach.
 */
export function useOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Widget: ComponentType<P> | null; handlers: StandInHandlers; handoff: Handoff } {
  const [Widget, setWidget] = useState<ComponentType<P> | null>(null);
  const started = useRef(false);
  // Refs, not state: the stand-in's blur as it is replaced must not re-render anything.
  const clicked = useRef(false);
  const focused = useRef(false);
  // The swap waits while a pointer is pressed on the stand-in: a control replaced between press and release never
  // receives its click.
  const pressed = useRef(false);
  const pending = useRef<ComponentType<P> | null>(null);
  const reach = useCallback(() => {
    if (started.current) return;
    started.current = true;
    load().then(
      (component) => {
        if (pressed.current) pending.current = component;
        else setWidget(() => component);
      },
      () => {
        started.current = false;
      },
    );
  }, [load]);
  const release = useCallback(function release() {
    document.removeEventListener('pointerup', release, true);
    document.removeEventListener('pointercancel', release, true);
    // After the press's own click has been dispatched (it follows pointerup in the same task).
    setTimeout(() => {
      pressed.current = false;
      const component = pending.current;
      pending.current = null;
      if (component) setWidget(() => component);
    }, 0);
  }, []);
  const handlers: StandInHandlers = {
    onPointerEnter: reach,
    onPointerDown: () => {
      pressed.current = true;
      document.addEventListener('pointerup', release, { once: true, capture: true });
      document.addEventListener('pointercancel', release, { once: true, capture: true });
      reach();
    },
    onTouchStart: reach,
    onFocus: () => {
      focused.current = true;
      reach();
    },
    onBlur: () => {
      focused.current = false;
    },
    onClick: () => {
      clicked.current = true;
      reach();
    },
  };
  const handoff: Handoff = clicked.current ? 'click' : focused.current ? 'focus' : 'none';
  return { Widget, handlers, handoff };
}

/**
 * Once, when a widget loaded by useOnDemand mounts: clicks its trigger (`handoff` = `click`, so a menu asked for
 * while loading opens, as from the keyboard) or focuses it (`focus`, so keyboard focus stays where it was).
 */
export function useHandoff(trigger: RefObject<HTMLElement | null>, handoff: Handoff): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (handoff === 'click') trigger.current?.click();
    // Only while focus is lost with the stand-in: never take it from where the person has moved it since.
    else if (
      handoff === 'focus' &&
      (document.activeElement === null || document.activeElement === document.body)
    )
      trigger.current?.focus();
    // React's StrictMode (development builds) runs every effect twice, restarting the widget's state machine in
    // between (a menu opened by the first run closes again): the second run hands off again.
    return () => {
      done.current = false;
    };
  }, [trigger, handoff]);
}
