import { z } from 'zod';
import data from './everyday-terms.json' with { type: 'json' };

/**
 * Where an everyday-to-legal mapping comes from. Each kind names a real source the mapping can be checked against
 * (the indexer's `everyday-terms` data test reads them again):
 * - `act-definition`: an Act's interpretation section defines `defines` (the legal term, or the everyday word) in
 *   words that include `uses` (the everyday word, a WordNet synonym of it, or the legal term);
 * - `act-heading`: a section heading of an Act holds the legal term and `uses`;
 * - `act-purpose`: an Act's purpose section (or long title) holds the legal term and `uses` (the everyday words, a
 *   WordNet synonym or a derived form of them);
 * - `act-title`: the Act whose title holds the legal term uses `uses` in `headings` of its section headings;
 * - `act-text`: of the Acts' sections that use `uses`, `share` (0–1) are sections of the Act whose title holds the
 *   legal term (`sections` of them): the law uses the word mostly there;
 * - `moj-glossary`: the Ministry of Justice glossary's entry `phrase` explains it with `uses`;
 * - `wordnet`: WordNet 3.1 links the everyday word's sense `sense` to the legal term by `relation` (`synonym`: same
 *   synset; `hypernym`: a broader synset, up to two levels; `derivation`: a derivationally related form; `gloss`:
 *   the sense's definition uses the term's word).
 */
export const EverydayTermSourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('act-definition'),
    act: z.string(),
    section: z.string(),
    defines: z.string(),
    uses: z.string(),
  }),
  z.object({ kind: z.literal('act-purpose'), act: z.string(), section: z.string(), uses: z.string() }),
  z.object({ kind: z.literal('act-heading'), act: z.string(), section: z.string(), heading: z.string() }),
  z.object({
    kind: z.literal('act-title'),
    act: z.string(),
    uses: z.string(),
    headings: z.number().int().min(2),
  }),
  z.object({
    kind: z.literal('act-text'),
    act: z.string(),
    uses: z.string(),
    sections: z.number().int().min(1),
    share: z.number().min(0).max(1),
  }),
  z.object({ kind: z.literal('moj-glossary'), phrase: z.string(), uses: z.string() }),
  z.object({
    kind: z.literal('wordnet'),
    relation: z.enum(['synonym', 'hypernym', 'derivation', 'gloss']),
    word: z.string(),
    sense: z.string(),
    links: z.string(),
  }),
]);
export type EverydayTermSource = z.infer<typeof EverydayTermSourceSchema>;

/**
 * One everyday word or phrase (lower case, no punctuation, apostrophes dropped: "wont") and the legal terms it maps
 * to, most important first (query reduction keeps at most 10 words), each with its source. An entry with no terms
 * and a `reason` marks a phrase that holds a shorter entry's words without its sense ("against my will" is not "my
 * will"): the longer phrase wins and maps to nothing.
 */
export const EverydayTermEntrySchema = z
  .object({
    everyday: z.string().min(1),
    terms: z.array(z.object({ term: z.string().min(1), source: EverydayTermSourceSchema })),
    reason: z.string().optional(),
  })
  .refine((e) => e.terms.length > 0 || e.reason, { message: 'an entry with no terms says why' });
export type EverydayTermEntry = z.infer<typeof EverydayTermEntrySchema>;

export const EverydayTermsSchema = z.object({
  note: z.string(),
  entries: z.array(EverydayTermEntrySchema),
});

/** Reads everyday-terms.json through its schema; throws on a malformed file. */
function readEverydayTerms(): EverydayTermEntry[] {
  return EverydayTermsSchema.parse(data).entries;
}

/**
 * The everyday terms (everyday-terms.json: everyday words → the law's terms), validated once at load. Marked pure so that a page of the
 * web app that imports a module beside it does not carry the table.
 */
export const EVERYDAY_TERMS: readonly EverydayTermEntry[] = /* @__PURE__ */ readEverydayTerms();

/**
 * Everyday words → legal terms, read from EVERYDAY_TERMS. Applied two ways: as Meilisearch synonyms (index
 * settings, `buildSynonyms`) and by the plain-language query reduction (query-terms.ts), which swaps a described
 * situation's everyday words for these terms before searching.
 */
export const LAY_TO_LEGAL: Readonly<Record<string, readonly string[]>> =
  /* @__PURE__ */ termsByWord(EVERYDAY_TERMS);

function termsByWord(entries: readonly EverydayTermEntry[]): Record<string, readonly string[]> {
  return Object.fromEntries(entries.map((e) => [e.everyday, e.terms.map((t) => t.term)]));
}
