import { lazy } from 'react';

/** Loads the citation dialog's code (the dialog, its focus trap and the citation formats); once, shared. */
export const loadCitationDialog = () => import('./CitationDialog');

/**
 * The citation dialog in a chunk of its own: a results page draws a Cite button on every card, and the dialog's
 * code (about 16 kB gzip with the citation rules) is needed only once one is pressed. Render it under a Suspense
 * boundary, and only after the first press (`loadCitationDialog` on hover or focus starts the load earlier).
 */
export const LazyCitationDialog = lazy(() =>
  loadCitationDialog().then((m) => ({ default: m.CitationDialog })),
);
