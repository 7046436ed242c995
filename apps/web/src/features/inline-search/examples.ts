import { EXAMPLE_SEARCHES } from '@aotearoa/contracts';

/** One-click examples on the main page: the label shown and the query searched (plain language). */
export const INLINE_SEARCH_EXAMPLES = EXAMPLE_SEARCHES;

/** Results shown before and after "View All Results" (the search procedure is asked for `expanded` once). */
export const INLINE_LIMITS = { collapsed: 5, expanded: 30 } as const;
