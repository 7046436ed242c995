import { parseNeutralCitation } from '@aotearoa/contracts';
import { clean } from './common';

/**
 * `[2017] NZHC 3297` (normalised by the shared parser, contracts/neutral-citation.ts) and its id
 * `nzhc-2017-3297`, the court acronym and where the citation starts in `text`; null when the text holds none.
 */
export function neutralCitation(
  text: string,
): { citation: string; id: string; court: string; index: number } | null {
  const nc = parseNeutralCitation(text);
  if (!nc) return null;
  return {
    citation: nc.citation,
    id: `${nc.court.toLowerCase()}-${nc.year}-${nc.number}`,
    court: nc.court,
    index: nc.index,
  };
}

/** Parties from a case name: split on " v " (any case), `& Anor`/`& Ors` kept as printed. */
export function partiesOf(title: string): string[] {
  return title
    .split(/\s+v\s+/i)
    .map(clean)
    .filter(Boolean);
}
