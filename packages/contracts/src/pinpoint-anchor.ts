// No zod here: a results page links a card's sections to the reader with it and needs nothing else of reader.ts.

/**
 * The reader's HTML id of a section from its pinpoint: letters and digits only (`s 103` → `s103`,
 * `sch 1 cl 2` → `sch1cl2`); a search card links to `/documents/<id>#<anchor>`.
 */
export function pinpointAnchor(pinpoint: string): string {
  return pinpoint.replace(/[^A-Za-z0-9]/g, '');
}
