/**
 * Splits `text` into plain and matched pieces for the words of `query` (case- and macron-insensitive, whole-word
 * prefixes: "grievance" marks "grievances"). Words shorter than three letters are ignored. Pure, for the reader.
 */
export function highlightPieces(input: string, query: string): { text: string; match: boolean }[] {
  const words = [
    ...new Set(
      query
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length >= 3),
    ),
  ];
  if (words.length === 0 || input === '') return [{ text: input, match: false }];
  const text = input.normalize('NFC');
  // Folding a composed letter (ā) keeps one character (a), so positions in `folded` are positions in `text`;
  // a rare letter with no composed form would shift them: such a text is shown unmarked.
  const folded = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (folded.length !== text.length) return [{ text, match: false }];
  const re = new RegExp(
    `\\b(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})[a-z0-9]*`,
    'gi',
  );
  const pieces: { text: string; match: boolean }[] = [];
  let at = 0;
  for (const m of folded.matchAll(re)) {
    const start = m.index ?? 0;
    if (start > at) pieces.push({ text: text.slice(at, start), match: false });
    pieces.push({ text: text.slice(start, start + m[0].length), match: true });
    at = start + m[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), match: false });
  return pieces;
}

/** `[23]` at the start of a line of a judgment: its paragraph number (the page anchor `#para-23`), or null. */
export function paragraphNumber(line: string): string | null {
  const m = /^\s*\[(\d{1,4})\]/.exec(line);
  return m?.[1] ?? null;
}
