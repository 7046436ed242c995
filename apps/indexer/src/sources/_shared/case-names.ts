import { clean } from './common';

/** A neutral citation anywhere in a text: `[2017] NZHC 3297`. */
export const NEUTRAL_CITATION_RE = /\[(\d{4})\]\s*(NZ[A-Za-z]+)\s*(\d+)/;

/** `[2017] NZHC 3297` (spaces normalised) and its id `nzhc-2017-3297`, or null. */
export function neutralCitation(text: string): { citation: string; id: string; court: string } | null {
  const m = NEUTRAL_CITATION_RE.exec(text);
  if (!m) return null;
  const court = m[2] ?? '';
  return { citation: `[${m[1]}] ${court} ${m[3]}`, id: `${court.toLowerCase()}-${m[1]}-${m[3]}`, court };
}

/** Parties from a case name: split on " v " (any case), `& Anor`/`& Ors` kept as printed. */
export function partiesOf(title: string): string[] {
  return title
    .split(/\s+v\s+/i)
    .map(clean)
    .filter(Boolean);
}
