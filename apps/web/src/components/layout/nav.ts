import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

export interface NavItem {
  key: 'search' | 'browse' | 'universities' | 'help';
  /** Route path, or an anchor on the main page. */
  href: string;
  /** A page of its own (can be the current page), as opposed to an anchor on the main page. */
  route: boolean;
}

/** Main navigation. Browse and Universities are sections of the main page. */
export const NAV: readonly NavItem[] = [
  { key: 'search', href: '/search', route: true },
  { key: 'browse', href: '/#browse', route: false },
  { key: 'universities', href: '/#universities', route: false },
  { key: 'help', href: '/help', route: true },
];

/** Frames `focusSection` waits for a section of a page just navigated to (it may still be rendering). */
const SECTION_WAIT_FRAMES = 30;

/**
 * Moves keyboard focus to the heading of the section `id` (or the section itself), once it is on the page: after
 * following an anchor such as `/#universities`, the next Tab continues from there, and a screen reader reads the
 * heading, instead of focus staying on the link (or falling to the page's body when a menu closed). The heading
 * takes focus with `tabIndex={-1}`; the page has already scrolled to the section.
 */
export function focusSection(id: string, framesLeft = SECTION_WAIT_FRAMES): void {
  const section = document.getElementById(id);
  if (!section) {
    if (framesLeft > 0) requestAnimationFrame(() => focusSection(id, framesLeft - 1));
    return;
  }
  const target = section.querySelector<HTMLElement>('h1, h2, h3') ?? section;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Click handler for the navigation's plain anchors: a plain left click navigates inside the app (no page
 * load, so the sign-in preview state is kept), then focuses the section an anchor names (`focusSection`);
 * modified clicks (new tab etc.) keep the browser's behaviour.
 */
export function useInAppNavigation(): (e: MouseEvent<HTMLAnchorElement>, href: string) => void {
  const router = useRouter();
  return (e, href) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    const hash = href.split('#')[1];
    void router.navigate({ href }).then(() => {
      if (hash) focusSection(hash);
    });
  };
}
