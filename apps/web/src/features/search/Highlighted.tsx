import type { ReactNode } from 'react';

/**
 * Splits API text whose matched words are wrapped in `<mark>`…`</mark>` into React text and `<mark>` elements.
 * Everything else is rendered as plain text (React escapes it); no HTML from the API is ever injected.
 */
export function splitMarks(text: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let marked = false;
  for (const token of text.split(/(<mark>|<\/mark>)/)) {
    if (token === '<mark>') marked = true;
    else if (token === '</mark>') marked = false;
    else if (token !== '') parts.push({ text: token, marked });
  }
  return parts;
}

/** Renders `<mark>`-highlighted text from the search API safely. */
export function Highlighted({ text }: { text: string }): ReactNode {
  return splitMarks(text).map((p, i) =>
    p.marked ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reorder
      <mark key={i} className="search-mark">
        {p.text}
      </mark>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reorder
      <span key={i}>{p.text}</span>
    ),
  );
}

/** Cuts highlighted text to `max` visible characters without breaking a `<mark>` pair. */
export function truncateMarked(text: string, max: number): string {
  let visible = 0;
  let out = '';
  let open = false;
  for (const token of text.split(/(<mark>|<\/mark>)/)) {
    if (token === '<mark>' || token === '</mark>') {
      open = token === '<mark>';
      out += token;
      continue;
    }
    if (visible + token.length <= max) {
      out += token;
      visible += token.length;
      continue;
    }
    out += `${token.slice(0, Math.max(0, max - visible)).trimEnd()}…`;
    if (open) out += '</mark>';
    return out;
  }
  return out;
}
