/** One-click examples on the main page: the label shown and the query searched (plain language). */
export const INLINE_SEARCH_EXAMPLES: readonly string[] = [
  'leaving a relationship',
  'being fired',
  'starting a business',
  'tax problems',
  'LINZ property',
  'parliamentary debates',
  'Human Rights Act',
  'Bill of Rights',
  'family violence',
  'youth court',
  'child protection',
  'victim support',
  'protection orders',
  'legal citation guide',
  'buying and selling a house',
  'real estate',
];

/** Results shown before and after "View All Results" (the `limit` sent to the search procedure). */
export const INLINE_LIMITS = { collapsed: 5, expanded: 30 } as const;
