import type { LegalArea } from '@aotearoa/contracts';
import { LEGAL_AREA_RULES, textPattern, titlePattern } from './legal-areas/rules';

/**
 * Legal-area rules (data: `legal-areas/legal-area-rules.json`, each term with its source; schema in
 * `legal-areas/rules.ts`): for each area, terms matched (at a word's start, case-insensitive) in the title and in
 * the text. A title match scores `titleWeight`, each distinct text term 1; an area is assigned when its score reaches
 * `threshold` (so one title term suffices, text alone needs two distinct terms).
 */
const { titleWeight: TITLE_WEIGHT, threshold: THRESHOLD, textChars: TEXT_CHARS } = LEGAL_AREA_RULES;
const RULES = LEGAL_AREA_RULES.areas.map((r) => ({
  area: r.area,
  title: titlePattern(r.title),
  text: r.text.map((t) => textPattern(t.term)),
}));

/**
 * Areas fixed by the deciding body's jurisdiction (`courts` of legal-area-rules.json): every decision of these courts
 * and tribunals is in the area, whatever its words (an ERA costs determination is still employment law; an HDC
 * opinion is health law).
 */
export const COURT_AREAS: Readonly<Record<string, LegalArea>> = Object.fromEntries(
  LEGAL_AREA_RULES.courts.map((c) => [c.court, c.area]),
);

/**
 * Names that contain an area's words without being about that area, removed from the title before the rules run:
 * the Ministry of Business, Innovation and Employment is a party to immigration and building cases; a family trust
 * or a family company is a party to property, tax and commercial cases.
 */
const NEUTRAL_NAMES: readonly RegExp[] = [
  /\b(?:chief executive of (?:the )?)?ministry of business,? innovation,? (?:and|&) employment\b/gi,
  // Its initials, as some titles give the ministry ("Chief Executive of MBIE").
  /\b(?:chief executive of (?:the )?)?mbie\b/gi,
  /\bfamily (?:trust|trustees?|investments?|holdings?|company|companies|limited|ltd|partnership|estate)\b/gi,
];

/** The title without NEUTRAL_NAMES. */
export function subjectTitle(title: string): string {
  return NEUTRAL_NAMES.reduce((t, re) => t.replace(re, ' '), title);
}

/**
 * Assigns legal areas (values of LEGAL_AREAS) to a document: first the area fixed by the deciding body
 * (COURT_AREAS, when `court` is one of them), then the sourced rules above on the title less NEUTRAL_NAMES
 * (a party's name is not the subject) — title terms weigh TITLE_WEIGHT,
 * each distinct text term 1, an area needs THRESHOLD. Returns `['general']` when nothing applies.
 * Pure; used by the corpus loader when a source sets no areas.
 */
export function classifyLegalAreas(title: string, text?: string | null, court?: string | null): LegalArea[] {
  const head = (text ?? '').slice(0, TEXT_CHARS);
  const fixed = court ? COURT_AREAS[court] : undefined;
  const out: LegalArea[] = fixed ? [fixed] : [];
  const subject = subjectTitle(title);
  for (const rule of RULES) {
    let score = rule.title.test(subject) ? TITLE_WEIGHT : 0;
    if (score < THRESHOLD && head) {
      for (const re of rule.text) if (re.test(head)) score += 1;
    }
    if (score >= THRESHOLD && !out.includes(rule.area)) out.push(rule.area);
  }
  return out.length ? out : ['general'];
}
