/**
 * Publication-restriction / suppression notices printed on NZ judgments and determinations, e.g.
 * "NOTE: PURSUANT TO S 139 OF THE CARE OF CHILDREN ACT 2004, ANY REPORT OF THIS PROCEEDING MUST COMPLY …",
 * "ORDER PROHIBITING PUBLICATION OF …", "ORDER SUPPRESSING THE NAMES …", "NOTE: PUBLICATION OF NAME(S) … PROHIBITED BY
 * S 204 …", and the Employment Relations Authority's "Attention is drawn to the order prohibiting publication …".
 * A judgment may carry several (one per statutory provision): every one is kept.
 */
const START_RE =
  /\b(NOTE:|ORDER PROHIBITING PUBLICATION|ORDERS? SUPPRESSING|ORDERS? (?:FOR|OF) (?:INTERIM |PERMANENT )?(?:NAME )?SUPPRESSION|SUPPRESSION ORDER|NON-PUBLICATION ORDER|NAME SUPPRESSED|PUBLICATION (?:OF [^.]{0,200})?(?:IS )?PROHIBITED|Attention\s+is\s+drawn\s+to\s+(?:the\s+)?orders?\s+prohibiting\s+publication)/g;
/** Words one of which a real notice contains (so that a stray "NOTE:" is not taken for one). */
const NOTICE_WORDS = /publi|suppress|prohibit|identif|report of this proceeding/i;
/** Where a notice ends: the court heading, a blank line, the parties block, or a numbered paragraph. */
const END_RE =
  /\n\s*\n|\bIN THE\s+(?:SUPREME COURT|COURT OF APPEAL|HIGH COURT|EMPLOYMENT|DISTRICT COURT|FAMILY COURT)|\bI TE KŌTI|\bBETWEEN\b|\n\s*\[\d+\]/;
const MAX_NOTICE = 1500;

/**
 * Finds every publication-restriction notice in a judgment's text and returns them verbatim (whitespace runs
 * collapsed, each at most 1,500 characters), joined by a blank line, in order; null when there is none. A notice
 * that starts inside another (e.g. "PROHIBITED BY S 204 …" within "NOTE: PUBLICATION …") is part of that one.
 * After the notices printed at the head come the paragraphs a notice refers to ("refer paragraph 9"), then the
 * orders made under a heading in the body ("Non-Publication", "Suppression", …: see `headedOrders`), as an
 * Employment Relations Authority determination prints them. The notices stay in the text too.
 */
export function detectSuppressionNotice(text: string | null | undefined): string | null {
  if (!text) return null;
  const notices: string[] = [];
  let coveredTo = -1;
  for (const start of text.matchAll(START_RE)) {
    const at = start.index ?? 0;
    if (at < coveredTo) continue;
    const from = at + start[0].length;
    const rest = text.slice(from, from + MAX_NOTICE * 2);
    START_RE.lastIndex = 0;
    const end = END_RE.exec(rest);
    const nextStart = /\bNOTE:|\bORDER PROHIBITING PUBLICATION|\bORDERS? SUPPRESSING/.exec(rest);
    const stop = Math.min(end?.index ?? rest.length, nextStart?.index ?? rest.length);
    const raw = text.slice(at, from + stop);
    const notice = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_NOTICE);
    coveredTo = from + stop;
    if (NOTICE_WORDS.test(notice) && !notices.includes(notice)) notices.push(notice);
  }
  for (const extra of [...referencedOrderParagraphs(text, notices), ...headedOrders(text)]) {
    if (!notices.some((n) => n.includes(extra))) notices.push(extra);
  }
  return notices.length ? notices.join('\n\n') : null;
}

/**
 * A heading over a determination's or judgment's section about publication: "Non-Publication",
 * "Non-publication order(s)", "Suppression", "Name suppression", "Interim suppression orders", "Prohibition on
 * publication", "Order prohibiting publication". The line holds the heading alone (a contents line, "Name
 * suppression [154]", is not one).
 */
const ORDER_HEADING_RE =
  /^(?:(?:interim|permanent|final)\s+)?(?:non[- ]?publication(?:\s+(?:orders?|of names?|and suppression))?|(?:name\s+)?suppression(?:\s+(?:orders?|of names?))?|prohibition\s+(?:on|of)\s+publication|orders?\s+prohibiting\s+publication)\s*:?$/i;
/** A numbered paragraph's opening: "[12] …" at the start of a line. */
const PARAGRAPH_START_RE = /^\s*\[(\d+)\]\s/;
/**
 * The words of a paragraph that makes, continues or states an order restricting publication (not one that only
 * discusses or refuses one): "I prohibit the publication of …", "I order that the names … shall not be
 * published", "there should be an order suppressing …", "non-publication orders are granted".
 */
const OPERATIVE_ORDER_RE =
  /\b(?:I|we|the Authority|the Court|the Tribunal)\s+(?:(?:also|accordingly|therefore)\s+)?(?:order|prohibit|make|grant|direct)\b|\bshall not be published\b|\bmust not be published\b|\bnot to be published\b|\bthere (?:should|will|must) be an order\b|\border(?:s)? (?:is|are) (?:made|granted|continued)\b|\bare (?:hereby )?(?:made|granted) (?:permanent |interim )?(?:non-publication|suppression)|\b(?:is|are) (?:permanently |hereby )?suppressed\b|\bcontinues? the interim (?:suppression|non-publication) order/i;
/** Most lines a section under an order heading may run to (a long discussion is cut, never an order in it). */
const MAX_SECTION_LINES = 80;

/** Trimmed lines of a text with the page-number lines (a number alone) left out. */
function contentLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !/^\d{1,3}$/.test(l));
}

/**
 * True when `lines[i]` is a section heading: a short line that is neither a numbered paragraph nor a footnote,
 * after a line that ends a sentence, and before a numbered paragraph.
 */
function isHeadingAt(lines: string[], i: number): boolean {
  const line = lines[i] ?? '';
  if (line.length > 80 || PARAGRAPH_START_RE.test(line) || /^\d+\s/.test(line) || /[,;]$/.test(line))
    return false;
  const next = lines[i + 1] ?? '';
  const prev = lines[i - 1] ?? '';
  return PARAGRAPH_START_RE.test(next) && (i === 0 || /[.:;)\]”"’]$/.test(prev));
}

/** The numbered paragraphs of `lines` (each its lines joined by one space), footnote lines left out. */
function paragraphsOf(lines: string[]): { n: number; text: string }[] {
  const out: { n: number; text: string; lines: string[] }[] = [];
  for (const line of lines) {
    const m = PARAGRAPH_START_RE.exec(line);
    if (m) out.push({ n: Number(m[1]), text: '', lines: [line] });
    else if (out.length && !/^\d+\s+[A-Z]/.test(line)) out[out.length - 1]?.lines.push(line);
  }
  return out.map((p) => ({ n: p.n, text: p.lines.join(' ').replace(/\s+/g, ' ').trim() }));
}

/**
 * The orders under a publication heading ("Non-Publication", "Suppression", …; ORDER_HEADING_RE), verbatim: per
 * heading, "<heading>: [n] <paragraph>" for each paragraph of its section that makes or continues an order
 * (OPERATIVE_ORDER_RE), e.g. "Non-Publication: [5] … Accordingly, I prohibit the publication of SYI’s name and
 * any of their identifying details." A section whose paragraphs only discuss or refuse an order gives none.
 */
function headedOrders(text: string): string[] {
  const lines = contentLines(text);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const heading = lines[i] ?? '';
    if (!ORDER_HEADING_RE.test(heading) || !isHeadingAt(lines, i)) continue;
    let end = i + 1;
    while (end < lines.length && end - i < MAX_SECTION_LINES && !(end > i + 1 && isHeadingAt(lines, end)))
      end++;
    const orders = paragraphsOf(lines.slice(i + 1, end)).filter((p) => OPERATIVE_ORDER_RE.test(p.text));
    if (orders.length)
      out.push(`${heading.replace(/:$/, '')}: ${orders.map((p) => p.text).join(' ')}`.slice(0, MAX_NOTICE));
  }
  return out;
}

/**
 * The paragraphs a notice refers the reader to ("Attention is drawn to the order prohibiting publication of
 * certain information (refer paragraph 9)", "… an order prohibiting publication of certain information at [5]"),
 * verbatim, each as "[9] …", when the text has them numbered.
 */
function referencedOrderParagraphs(text: string, notices: string[]): string[] {
  const wanted = new Set<number>();
  for (const notice of notices) {
    for (const m of notice.matchAll(
      /\b(?:refer|see|at)\s+(?:(?:paragraphs?|paras?\.?)\s*\[?(\d+)\]?|\[(\d+)\])(?:\s*(?:and|,|-|–|to)\s*\[?(\d+)\]?)?/gi,
    )) {
      const from = Number(m[1] ?? m[2]);
      const to = m[3] ? Number(m[3]) : from;
      for (let n = from; n <= Math.min(to, from + 5); n++) wanted.add(n);
    }
  }
  if (!wanted.size) return [];
  const found = paragraphsOf(contentLines(text))
    .filter((p) => wanted.has(p.n))
    .map((p) => p.text.slice(0, MAX_NOTICE));
  return found.length ? found : orderSentences(text);
}

/**
 * A sentence that makes an order restricting publication: the decision-maker orders or prohibits ("I make a
 * further order … prohibiting publication of …", "I therefore order a prohibition on publishing anything which
 * identifies the parties …", "I prohibit the publication of …").
 */
const ORDER_SENTENCE_RE =
  /^(?:[^.]{0,200}\b)?(?:I|we|the Authority|the Court|the Tribunal)\s+(?:(?:also|accordingly|therefore|further)\s+)?(?:make|order|prohibit|grant|direct)\b[^.]*\b(?:publi|suppress)/i;

/**
 * When a notice refers to a paragraph ("… an order prohibiting publication of certain information at [5]") but the
 * text lost its paragraph numbers (a PDF's numbering not carried into the text), the sentences of the text that
 * make the order (ORDER_SENTENCE_RE), verbatim with whitespace collapsed and page-number lines left out, in order
 * (at most 5); [] when there is none.
 */
function orderSentences(text: string): string[] {
  const flat = contentLines(text).join(' ').replace(/\s+/g, ' ');
  const sentences = flat.split(/(?<=[.;])\s+(?=[A-Z0-9[])/);
  return sentences
    .filter((s) => ORDER_SENTENCE_RE.test(s))
    .map((s) => s.trim().slice(0, MAX_NOTICE))
    .slice(0, 5);
}

/**
 * Statutory family-law publication restrictions (Family Proceedings Act 1980 s 169, Care of Children Act 2004
 * s 139, Family Court Act 1980): for judgments carrying one, the index keeps the metadata and the notice but
 * not the full text, as the bundled snapshot's provenance advises; readers follow the official link instead.
 */
const FAMILY_RESTRICTION_RE =
  /Care of Children Act|Family Proceedings Act|Family Court Act|Family Violence Act/i;

/** True when the notice is a statutory family-law restriction (see FAMILY_RESTRICTION_RE). */
export function withholdsFullText(notice: string | null): boolean {
  return notice !== null && FAMILY_RESTRICTION_RE.test(notice);
}

/** What the index shows instead of the text of a judgment whose full text is withheld. */
export const WITHHELD_TEXT_NOTE =
  'Full text not reproduced here because of the statutory publication restriction above. Read the judgment at its official source.';
