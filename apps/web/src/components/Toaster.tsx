import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { type PointerEvent, type ReactNode, useRef, useState } from 'react';

/** How long a toast shows, milliseconds. */
export const TOAST_DURATION_MS = 5000;
/** How long a dismissed toast is kept (hidden) before it is removed, milliseconds. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** Horizontal drag to the right, in CSS pixels, that dismisses a toast. */
export const SWIPE_THRESHOLD_PX = 50;

const store = createToaster({
  placement: 'bottom-end',
  // Dismissed toasts stay in the store (hidden) until removeDelay passes, so `max` is not what limits the
  // screen to one toast: creating a toast dismisses the visible one first (below).
  max: 24,
  duration: TOAST_DURATION_MS,
  removeDelay: TOAST_REMOVE_DELAY_MS,
  // F8 moves focus to the notification region.
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

type ToastOptions = Parameters<typeof store.create>[0];

/** Dismisses the toast on screen (unless it is the one being updated), so at most one is visible. */
function dismissOthers(data: ToastOptions): void {
  for (const visible of store.getVisibleToasts()) {
    if (visible.id !== data.id) store.dismiss(visible.id);
  }
}
const baseCreate = store.create;
store.create = (data) => {
  dismissOthers(data);
  return baseCreate(data);
};
for (const kind of ['success', 'error', 'info', 'warning', 'loading'] as const) {
  store[kind] = (data: ToastOptions) => store.create({ ...data, type: kind });
}

/**
 * The app's one toaster. Call `toaster.create({ title, description, type })` (or `toaster.success(...)` etc.).
 * At most one toast is visible; each shows for 5000 ms; dismissed toasts are removed after 1,000,000 ms;
 * swiping a toast right by 50 px dismisses it; F8 moves focus to the notifications region.
 */
export const toaster = store;

/** Mount once at the app root. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <SwipeableToast id={toast.id ?? ''}>
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </SwipeableToast>
        )}
      </ChakraToaster>
    </Portal>
  );
}

/**
 * Toast root that follows a rightward pointer drag and dismisses the toast once the drag passes
 * SWIPE_THRESHOLD_PX; a shorter drag springs back. Drags that start on a button are ignored.
 */
function SwipeableToast({ id, children }: { id: string; children: ReactNode }) {
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const [dx, setDx] = useState(0);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || (e.target as HTMLElement).closest('button')) return;
    start.current = { x: e.clientX, pointerId: e.pointerId };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current || start.current.pointerId !== e.pointerId) return;
    setDx(Math.max(0, e.clientX - start.current.x));
  };
  const finish = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current || start.current.pointerId !== e.pointerId) return;
    const moved = e.clientX - start.current.x;
    start.current = null;
    setDx(0);
    if (moved >= SWIPE_THRESHOLD_PX) toaster.dismiss(id);
  };

  return (
    <Toast.Root
      width={{ md: 'sm' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={finish}
      onPointerCancel={() => {
        start.current = null;
        setDx(0);
      }}
      touchAction="pan-y"
      data-swipe-offset={dx}
      style={dx > 0 ? { transform: `translateX(${dx}px)`, opacity: Math.max(0.3, 1 - dx / 200) } : undefined}
      css={{
        // Hidden toasts wait out the long remove delay: keep them invisible and out of the way.
        '&[data-state=closed]': {
          visibility: 'hidden',
          pointerEvents: 'none',
          transition: 'visibility 0s 0.4s',
        },
      }}
      data-testid="toast"
    >
      {children}
    </Toast.Root>
  );
}
