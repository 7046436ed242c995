import { LEGAL_AREAS } from '@aotearoa/contracts';
import { z } from 'zod';
import data from './legal-area-rules.json' with { type: 'json' };

/**
 * Where a legal-area term comes from. An area is named by its `names` (its label's words, `LEGAL_AREA_LABELS`, and
 * their other forms); an Act "of the area" is an Act of the bundled text whose title, long title or purpose section
 * holds one of them (`namedIn`: `title` or that part's pinpoint). Terms are compared as the rules match them (a
 * word's start, case-insensitive), diacritics folded. Each kind can be checked against the bundled data (the
 * indexer's `legal-area-rules.data.test.ts` reads them again):
 * - `area-name`: the term is (the start of) one of the area's names, or holds one as a whole word;
 * - `court`: the term is the name of a court or tribunal whose decisions are all in the area (`courts` below);
 * - `act-title`: the term is in the title of `act`, an Act of the area;
 * - `act-definition`: `act`, an Act of the area, defines `defines` (which the term matches) in `section`;
 * - `act-heading`: the heading of `section` of `act`, an Act of the area, holds the term;
 * - `act-purpose`: the purpose section or long title `section` of `act` holds the term and one of the area's names;
 * - `moj-glossary`: the Ministry of Justice glossary's entry `phrase` holds the term and names the area;
 * - `act-cites`: `section` of `act`, an Act of the area, names `cites`, another Act of the bundled text whose title
 *   holds the term (the Criminal Procedure Act 2011 names the Summary Offences Act 1981);
 * - `act-text`: at least `sections` sections of `act`, an Act of the area, use the term (the weakest kind: only when
 *   none of the others is found);
 * - `crown-party`: the term is how a case's title names the Crown as a party (`CROWN_PARTY_TERMS`: "R v", R for Rex
 *   or Regina, the Sovereign in whose name the Crown prosecutes), and the Ministry of Justice glossary's entry
 *   `phrase` ("Crown (as prosecutor)": "the prosecution in a serious criminal trial") names the area.
 */
export const AreaTermSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('area-name'), name: z.string() }),
  z.object({ kind: z.literal('court'), court: z.string() }),
  z.object({ kind: z.literal('act-title'), act: z.string(), namedIn: z.string() }),
  z.object({
    kind: z.literal('act-definition'),
    act: z.string(),
    namedIn: z.string(),
    section: z.string(),
    defines: z.string(),
  }),
  z.object({
    kind: z.literal('act-heading'),
    act: z.string(),
    namedIn: z.string(),
    section: z.string(),
    heading: z.string(),
  }),
  z.object({ kind: z.literal('act-purpose'), act: z.string(), section: z.string() }),
  z.object({ kind: z.literal('moj-glossary'), phrase: z.string() }),
  z.object({ kind: z.literal('crown-party'), phrase: z.string() }),
  z.object({
    kind: z.literal('act-cites'),
    act: z.string(),
    namedIn: z.string(),
    section: z.string(),
    cites: z.string(),
  }),
  z.object({
    kind: z.literal('act-text'),
    act: z.string(),
    namedIn: z.string(),
    sections: z.number().int().min(1),
  }),
]);
export type AreaTermSource = z.infer<typeof AreaTermSourceSchema>;

/** How case titles name the Crown as a party: "R v Smith" is a prosecution by the Crown (`crown-party`). */
export const CROWN_PARTY_TERMS: readonly string[] = ['r v'];

/** A term (plain text, lower case: matched at a word's start, so `tenanc` matches "tenancy") with its source. */
const SourcedTermSchema = z.object({ term: z.string().min(1), source: AreaTermSourceSchema });
export type SourcedTerm = z.infer<typeof SourcedTermSchema>;

const AreaSchema = z.enum(LEGAL_AREAS);

/** One area's rule: its names, the terms looked for in a document's title and those looked for in its text. */
export const AreaRuleSchema = z.object({
  area: AreaSchema,
  names: z.array(z.string().min(1)).min(1),
  title: z.array(SourcedTermSchema),
  text: z.array(SourcedTermSchema),
});
export type AreaRule = z.infer<typeof AreaRuleSchema>;

/** A court or tribunal whose every decision is in `area`, its name sourced as a term of the area is. */
export const CourtAreaSchema = z.object({
  court: z.string().min(1),
  area: AreaSchema,
  source: AreaTermSourceSchema,
});
export type CourtArea = z.infer<typeof CourtAreaSchema>;

export const LegalAreaRulesSchema = z.object({
  note: z.string(),
  /** What a title term scores. */
  titleWeight: z.number().positive(),
  /** What an area's score must reach (each distinct text term scores 1). */
  threshold: z.number().positive(),
  /** Only the text's first `textChars` characters are looked at (titles, headings and openings decide). */
  textChars: z.number().int().positive(),
  areas: z.array(AreaRuleSchema),
  courts: z.array(CourtAreaSchema),
});
export type LegalAreaRules = z.infer<typeof LegalAreaRulesSchema>;

/** legal-area-rules.json read through its schema, once at load; throws on a malformed file. */
export const LEGAL_AREA_RULES: LegalAreaRules = LegalAreaRulesSchema.parse(data);

/** A term as a regular expression's text: every character the term holds taken literally. */
export function escapeTerm(term: string): string {
  return term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The pattern of an area's title terms: any of them at a word's start, case-insensitive (none: never matches). */
export function titlePattern(terms: readonly SourcedTerm[]): RegExp {
  if (terms.length === 0) return /(?!)/;
  return new RegExp(`\\b(?:${terms.map((t) => escapeTerm(t.term)).join('|')})`, 'i');
}

/** The pattern of one text term: the term at a word's start, case-insensitive. */
export function textPattern(term: string): RegExp {
  return new RegExp(`\\b${escapeTerm(term)}`, 'i');
}
