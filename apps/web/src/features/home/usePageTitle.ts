import { usePageTitle as useModeAwarePageTitle } from '../sovereign/sovereign-store';

/**
 * Sets `document.title` to "<page> - Aotearoa Legal - Connected Mode" (or "… - Sovereign Mode"; just the
 * mode title on the main page) while the page is shown.
 */
export function usePageTitle(page: string | null) {
  useModeAwarePageTitle(page);
}
