import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { addSlotRecipes } from '../theme/system';
import { SWIPE_THRESHOLD_PX, toaster } from './toaster-store';

addSlotRecipes({ toast: toastSlotRecipe });

/**
 * Mount once at the app root: draws the toasts of `toaster` (./toaster-store). Kept apart from the store, so the
 * entry loads the toast machines only after the first paint (see main.tsx) while any module can create a toast.
 */
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
