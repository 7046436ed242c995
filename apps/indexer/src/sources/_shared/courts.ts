import { readJson } from './common';

interface Court {
  name: string;
  acronyms: string[];
}

/**
 * Neutral-citation and registry acronyms (NZHC, HC, COA, NZEmpC, …, upper-cased) → court name, from the OpenLaw NZ
 * list `openlawnz-parsers/courts.json` (the project's one source of court names; see contracts COURT_LEVELS).
 */
export function loadCourtAcronyms(dataDir: string): Map<string, string> {
  const courts = readJson<Court[]>(dataDir, 'openlawnz-parsers', 'courts.json');
  const out = new Map<string, string>();
  for (const c of courts) for (const a of c.acronyms) out.set(a.toUpperCase(), c.name);
  return out;
}
