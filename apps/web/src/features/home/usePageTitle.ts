import { useEffect } from 'react';

/** Sets `document.title` to "<page> - Aotearoa Legal" (or just the app name) while the page is shown. */
export function usePageTitle(page: string | null) {
  useEffect(() => {
    const previous = document.title;
    document.title = page ? `${page} - Aotearoa Legal` : 'Aotearoa Legal';
    return () => {
      document.title = previous;
    };
  }, [page]);
}
