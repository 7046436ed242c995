import { z } from 'zod';
import data from './stop-words.json' with { type: 'json' };

/**
 * One word and where it comes from: `stopword` (the English list of the npm package named in `list`) or the id of
 * one of the named `additions`, each with its reason.
 */
const SourcedWordSchema = z.object({ word: z.string().regex(/^[a-z]+$/), source: z.string() });

/**
 * stop-words.json: the maintained list it draws from (package, exact version, language), the named additions (id →
 * reason), the stop words and the query function words (each with its source), and the list's words that are
 * neither (each with the id of one of `keptReasons`). Every source and reason must be one the file names.
 */
export const StopWordsFileSchema = z
  .object({
    note: z.string(),
    list: z.object({ package: z.literal('stopword'), version: z.string(), language: z.literal('eng') }),
    additions: z.record(z.string(), z.string().min(1)),
    keptReasons: z.record(z.string(), z.string().min(1)),
    stopWords: z.array(SourcedWordSchema),
    queryFunctionWords: z.array(SourcedWordSchema),
    keptFromList: z.array(z.object({ word: z.string(), reason: z.string() })),
  })
  .refine(
    (f) =>
      [...f.stopWords, ...f.queryFunctionWords].every(
        (w) => w.source === 'stopword' || w.source in f.additions,
      ) && f.keptFromList.every((w) => w.reason in f.keptReasons),
    { message: 'every source names the list or a named addition, every kept word one of keptReasons' },
  );
export type StopWordsFile = z.infer<typeof StopWordsFileSchema>;

/** stop-words.json read through its schema, once at load (marked pure: a page that imports nothing of it drops it). */
export const STOP_WORDS_FILE: StopWordsFile = /* @__PURE__ */ StopWordsFileSchema.parse(data);

/**
 * Words that carry no legal meaning in a described situation (stop-words.json `stopWords`). Also sent to Meilisearch
 * as stop words, so only words that never decide a legal search belong here (no "act", "court", "order", "will",
 * "not"): a change is an index settings change (a rebuild) and changes the search.
 */
export const STOP_WORDS: readonly string[] = /* @__PURE__ */ STOP_WORDS_FILE.stopWords.map((w) => w.word);

/**
 * Function words of English that query reduction drops from a typed query besides STOP_WORDS, but that are not sent
 * to Meilisearch as stop words (so changing this list needs no rebuild); stop-words.json `queryFunctionWords`. Without
 * them a described situation searched its connectives: "employer docked my pay because…" kept "because" as one of
 * its most telling words. Negations (`NEGATION_WORDS`) and the words that carry a legal meaning in a situation
 * ("against", "under", "above", "below", "off", "own", "let" as in letting a property, "ill", "shed", "wed") are never
 * in it.
 */
export const QUERY_FUNCTION_WORDS: readonly string[] = /* @__PURE__ */ STOP_WORDS_FILE.queryFunctionWords.map(
  (w) => w.word,
);
