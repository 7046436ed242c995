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

/**
 * Click handler for the navigation's plain anchors: a plain left click navigates inside the app (no page
 * load, so the sign-in preview state is kept); modified clicks (new tab etc.) keep the browser's behaviour.
 */
export function useInAppNavigation(): (e: MouseEvent<HTMLAnchorElement>, href: string) => void {
  const router = useRouter();
  return (e, href) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void router.navigate({ href });
  };
}
