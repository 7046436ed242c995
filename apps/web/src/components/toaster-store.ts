import { createToaster } from '@chakra-ui/react';

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
