/**
 * The `notes` of the hand-compiled snapshots in `data/` mix what a page said ("Founded 1970", "Presiding officer
 * Judge Layne Harvey") with what the compiler wrote for the next compiler ("CLCA membership NOT confirmed on page
 * read", "Amount not read", "date not shown in the stored excerpt", "re-verify"). Only the first kind is for the
 * public: `publicNote` keeps it and drops the second, so no card, API answer or displayed index field carries a
 * compiler's note. The whole note stays in `data/` (and its PROVENANCE.md) for the compilers.
 */

/**
 * Words that mark a clause as the compiler's: what was or was not read, where and how, what to check again, how
 * far a copy is to be trusted, and the other pages a figure was compared with.
 */
const COMPILER_CLAUSE_RE = new RegExp(
  [
    String.raw`\bnot (?:read|shown|recorded|confirmed|captured|visible|stated|found|obtainable|available)\b`,
    String.raw`\b(?:number|name|date|amount|URL|address)[^.;]{0,40}\bnot\b`,
    String.raw`\bstored (?:page|excerpt|copy|copies|file|files)\b`,
    String.raw`\bexcerpt\b`,
    String.raw`\bpages? read\b`,
    String.raw`\bin this pass\b`,
    String.raw`\bre-?verify\b`,
    String.raw`\bcheck whether\b`,
    String.raw`\bmay be stale\b`,
    String.raw`\bcut off\b`,
    String.raw`\bdata-staging\b`,
    String.raw`\bover \d+ years old\b`,
    String.raw`\bdiffer between sources\b`,
    String.raw`^undated\b`,
    String.raw`^per\b`,
    String.raw`\bas read\b`,
    String.raw`\bURL slug\b`,
    String.raw`\bsearch page\b`,
    String.raw`\breported by\b`,
    String.raw`\bsnapshot\b`,
    String.raw`\bcompil`,
    String.raw`\bshown truncated\b`,
    String.raw`\bno neutral citation shown\b`,
    String.raw`\breported by ipsofactoj\b|\bipsofactoj\b`,
    "^Also '",
    String.raw`\bsays? \d+\b`,
  ].join('|'),
  'i',
);

/** Capitals the compilers used to flag what they could not confirm ("NOT confirmed", "NOT recorded"). */
const COMPILER_CAPITALS_RE = /\bNOT\b/;

/** A bracketed aside naming where the compiler read something: "(per Te Haa Legal update c.2016)", "(site banner)". */
const COMPILER_ASIDE_RE =
  /\s*\((?:per |as read|site banner|Critic column|undated|CLCA history page|seen on)[^()]*\)/gi;

/**
 * The part of a compiled note that is information for the public, or null when none is.
 *
 * The note is cut into sentences and each sentence into clauses (at `;` and at a spaced dash); a clause with
 * compiler's words (COMPILER_CLAUSE_RE: "NOT confirmed", "not read", "stored excerpt", "re-verify", "may be
 * stale", …) is dropped, and so is a bracketed aside saying where something was read ("(per …)"). What remains
 * is returned in its own words and order, clauses rejoined with "; ", each sentence ending as it did.
 *
 * @param note a `notes` value of a snapshot row (any string; null or undefined for none).
 * @returns the public part, trimmed, or null. Never throws.
 */
export function publicNote(note: string | null | undefined): string | null {
  if (!note?.trim()) return null;
  const sentences = note
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<!\bc\.)(?<=[.!?])\s+(?=[A-Z(])/);
  const kept: string[] = [];
  for (const sentence of sentences) {
    const ending = /[.!?]$/.test(sentence) ? sentence.slice(-1) : '';
    const body = ending ? sentence.slice(0, -1) : sentence;
    const parts = body.split(/;\s+|\s+[–—]\s+/);
    const clauses = parts
      .filter((c) => !COMPILER_CLAUSE_RE.test(c) && !COMPILER_CAPITALS_RE.test(c))
      .map((c) => c.replace(COMPILER_ASIDE_RE, '').trim())
      .filter((c) => c !== '');
    // A sentence with nothing of the compiler's keeps its own punctuation (a dash stays a dash).
    if (clauses.length === parts.length && clauses.every((c, i) => c === parts[i]?.trim()))
      kept.push(sentence);
    else if (clauses.length) kept.push(`${clauses.join('; ')}${ending}`);
  }
  const out = kept.join(' ').trim();
  return out === '' ? null : out;
}

/**
 * A compiled title without the compiler's bracketed asides: "Application (form not identified in excerpt) – lodge
 * with Registrar …" → "Application – lodge with Registrar …". A bracket is the compiler's when its words are
 * (COMPILER_CLAUSE_RE, COMPILER_CAPITALS_RE); any other bracket ("(Property (Relationships) Act 1976)") stays.
 *
 * @param title a title of a snapshot row (any string).
 * @returns the title with those brackets and the spaces before them removed, trimmed. Never throws.
 */
export function publicTitle(title: string): string {
  return title
    .replace(/\s*\(([^()]*)\)/g, (whole, inner: string) =>
      COMPILER_CLAUSE_RE.test(inner) || COMPILER_CAPITALS_RE.test(inner) ? '' : whole,
    )
    .replace(/\s+/g, ' ')
    .trim();
}
