/**
 * A passage copied from the law, found word for word: the page's side of "a sentence taken from a section finds that
 * section's Act first" (whether a query is such a passage: `QueryAnalysis.isPassage`; its exact-phrase query:
 * plan/exact-phrase.ts).
 */
import { firstRecordId, stemText } from '@aotearoa/contracts';
import type { RawHit } from '../execute/ports';
import type { PageEntry } from '../fuse/fuse-page';
import { PASSAGE_PHRASE_WORDS } from '../plan/exact-phrase';
import { MARK_CLOSE, MARK_OPEN } from '../present/text-window';

/** Acts, at most, that the exact phrase puts first on the page (boilerplate such as "an injunction restraining a
 * person from engaging in conduct…" is word for word in several Acts). */
export const EXACT_PASSAGE_ACTS = 3;
/**
 * The first page of a passage of law: the documents whose text holds it word for word (`exact`, in Meilisearch's
 * order), then the ranking by words without them, `limit` in all. Among sections with the same words Meilisearch's
 * ranking rules cannot tell the source from an Act with similar wording; the exact phrase can. Pure.
 */
export function exactFirst<T extends { id: string }>(words: T[], exact: T[], limit: number): T[] {
  const first = new Set(exact.map((x) => x.id));
  return [...exact, ...words.filter((x) => !first.has(x.id))].slice(0, limit);
}
/**
 * The page with the documents of the `exact` section hits (`exactPassageHits`, best first) leading it, each once,
 * `limit` in all (`exactFirst`); a document not on the page yet is an entry without its hit, fetched when the page
 * is completed. Pure.
 */
export function exactFirstEntries(
  page: readonly PageEntry[],
  exact: readonly RawHit[],
  limit: number,
): PageEntry[] {
  const onPage = new Map(page.map((e) => [e.id, e]));
  const leading = [...new Set(exact.map((h) => String(h.doc_id)))].map(
    (docId) => onPage.get(firstRecordId(docId)) ?? { id: firstRecordId(docId), docId },
  );
  return exactFirst([...page], leading, limit);
}

/**
 * The exact-phrase hits that lead a page, one section per Act: of the EXACT_PASSAGE_CANDIDATES records the phrase
 * query found, those holding the passage as typed first (`typedTextFirst`), then each Act's first (`doc_id`),
 * EXACT_PASSAGE_ACTS Acts at most. With `typedOnly` (a long query that may be quoted from the law but does not read
 * as its prose: "science and technology-based innovation and its commercialisation by businesses…") only those
 * holding it as typed are kept: words in the same order are no sign of a quotation there. Pure.
 */
export function exactPassageHits<T extends { doc_id?: unknown; section_text?: unknown }>(
  hits: readonly T[],
  query: string,
  typedOnly = false,
): T[] {
  const holds = holdsAsTyped(query);
  const ordered = typedTextFirst(hits, query);
  const seen = new Set<unknown>();
  const perAct = (typedOnly ? ordered.filter(holds) : ordered).filter((h) => {
    if (seen.has(h.doc_id)) return false;
    seen.add(h.doc_id);
    return true;
  });
  return perAct.slice(0, EXACT_PASSAGE_ACTS);
}
/** Text compared as typed: lower case, runs of spaces and line breaks as one space. */
const asTyped = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
/** Fewest words of a passage's end that a piece's text opening on them counts for the passage (`holdsAsTyped`). */
const MIN_TAIL_WORDS = 6;
/**
 * Whether a hit's `section_text` holds the passage `query` as typed: its first PASSAGE_PHRASE_WORDS words with their
 * punctuation (but at its two ends, where a copy was cut: "…may be reappointed;" of a text reading "reappointed:"),
 * case and spacing aside. A long section is indexed in pieces whose stemmed copy repeats the end of the piece before
 * (apps/indexer/src/enrich/chunk.ts), so a passage that runs across a cut is found in the later piece, whose text
 * opens on the passage's later words: a text that opens on at least half of them (MIN_TAIL_WORDS or more) holds it
 * too. Never for an empty query. Pure.
 */
function holdsAsTyped(query: string): (hit: { section_text?: unknown }) => boolean {
  const typed = asTyped(query.split(/\s+/).filter(Boolean).slice(0, PASSAGE_PHRASE_WORDS).join(' ')).replace(
    /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu,
    '',
  );
  const words = typed.split(' ');
  const tails = words
    .slice(1, Math.floor(words.length / 2) + 1)
    .map((_, k) => words.slice(k + 1))
    .filter((tail) => tail.length >= MIN_TAIL_WORDS)
    .map((tail) => tail.join(' '));
  return (h) => {
    if (typed === '' || typeof h.section_text !== 'string') return false;
    const text = asTyped(h.section_text);
    return text.includes(typed) || tails.some((tail) => text.startsWith(tail));
  };
}
/**
 * The exact-phrase hits of a passage (records with `section_text`, in Meilisearch's order) with those whose text holds
 * the passage as typed (`holdsAsTyped`) first, the others after in their order. The phrase query matches stemmed
 * words only, so a passage the Consumer Guarantees Act 1993 holds as typed ("…the course of dealing between the
 * parties. (2) Where there is…") tied with the Contract and Commercial Law Act 2017's rewording of it and came
 * second; the typed text tells the source. Where several Acts hold the same text (boilerplate), their order is
 * unchanged. Pure.
 */
export function typedTextFirst<T extends { section_text?: unknown }>(hits: readonly T[], query: string): T[] {
  const holds = holdsAsTyped(query);
  return [...hits.filter(holds), ...hits.filter((h) => !holds(h))];
}
/**
 * Plain `text` (a section's text) with the passage `query` marked where the text holds it: the words from the first
 * to the last of its phrase (`passagePhrase`: its first PASSAGE_PHRASE_WORDS words, stemmed; with the closing bracket
 * a passage pasted whole ends on) in one `<mark>`…`</mark>`, so a section's preview can open on the lines pasted.
 * Null when the text does not hold the whole phrase word for word (a passage cut between two pieces of a long
 * section: the phrase was found in the overlap the later piece's stemmed copy repeats). Pure.
 */
export function markPassage(text: string, query: string): string | null {
  const want = stemText(query).split(' ').filter(Boolean).slice(0, PASSAGE_PHRASE_WORDS);
  if (want.length === 0) return null;
  const words = [...text.matchAll(/[\p{L}\p{M}\p{N}'’‘`´]+/gu)];
  const tokens: { stem: string; word: number }[] = [];
  words.forEach((m, i) => {
    for (const stem of stemText(m[0]).split(' ')) if (stem) tokens.push({ stem, word: i });
  });
  for (let i = 0; i + want.length <= tokens.length; i++) {
    if (!want.every((w, j) => tokens[i + j]?.stem === w)) continue;
    const first = words[tokens[i]?.word ?? 0];
    const last = words[tokens[i + want.length - 1]?.word ?? 0];
    if (!first || !last || first.index === undefined || last.index === undefined) return null;
    const start = first.index;
    let end = last.index + last[0].length;
    // A passage pasted whole that ends on a paragraph's label ("…to the proceedings,— (a)") keeps its bracket.
    const closing = /[)\]]+$/.exec(query.trim())?.[0];
    const whole = stemText(query).split(' ').filter(Boolean).length <= PASSAGE_PHRASE_WORDS;
    if (closing && whole && text.startsWith(closing, end)) end += closing.length;
    return `${text.slice(0, start)}${MARK_OPEN}${text.slice(start, end)}${MARK_CLOSE}${text.slice(end)}`;
  }
  return null;
}
