import { type Document, findNeutralCitations, parseNeutralCitation } from '@aotearoa/contracts';

type CitationDoc = Pick<Document, 'id' | 'type' | 'title' | 'citation' | 'content'>;

/**
 * An Act title ending in "Act YYYY": up to 12 capitalised/connecting words before "Act". Candidates are looked up
 * in the title map; every suffix of the candidate is tried, so "under the Employment Relations Act 2000" finds
 * "Employment Relations Act 2000".
 */
const ACT_RE =
  /((?:[A-Z(][\w’'(),-]*\s+(?:(?:and|of|the|for|to|in|on|by|with)\s+)*){1,12})Act(\s\(No\s\d+\))?\s(\d{4})\b/g;

/** `[2017] NZHC 3297` normalised by the shared parser (spacing, acronym case); other text is only trimmed. */
export function normaliseCitation(c: string): string {
  return parseNeutralCitation(c)?.citation ?? c.replace(/\s+/g, ' ').trim();
}

/**
 * The citator's edges: for each document, the OTHER indexed documents its text (title + content) cites — cases by
 * neutral citation, Acts and regulations by exact title ("Employment Relations Act 2000"). One pass per text: a
 * regex scan for neutral citations and for "… Act YYYY" phrases, each looked up in a map (no docs × titles loop).
 * Returns citing doc id → the set of cited doc ids (documents without citations are absent).
 */
export function citationEdges(docs: CitationDoc[]): Map<string, Set<string>> {
  const byCitation = new Map<string, string[]>();
  const byTitle = new Map<string, string[]>();
  for (const d of docs) {
    if (d.type === 'case_law' && d.citation) {
      const k = normaliseCitation(d.citation);
      byCitation.set(k, [...(byCitation.get(k) ?? []), d.id]);
    }
    if ((d.type === 'legislation' || d.type === 'regulation') && /\b\d{4}$/.test(d.title)) {
      const k = d.title.replace(/\s+/g, ' ').trim();
      byTitle.set(k, [...(byTitle.get(k) ?? []), d.id]);
    }
  }
  const edges = new Map<string, Set<string>>();
  for (const d of docs) {
    const text = `${d.title}\n${d.content ?? ''}`;
    const cited = new Set<string>();
    for (const nc of findNeutralCitations(text)) {
      for (const id of byCitation.get(nc.citation) ?? []) cited.add(id);
    }
    for (const m of text.matchAll(ACT_RE)) {
      const words = (m[1] ?? '').replace(/\s+/g, ' ').trim().split(' ');
      for (let i = 0; i < words.length; i++) {
        const ids = byTitle.get(`${words.slice(i).join(' ')} Act${m[2] ?? ''} ${m[3]}`);
        if (ids) {
          for (const id of ids) cited.add(id);
          break;
        }
      }
    }
    cited.delete(d.id);
    if (cited.size > 0) edges.set(d.id, cited);
  }
  return edges;
}

/**
 * How many OTHER documents cite each document (documents, not mentions), from `citationEdges`.
 * Returns doc id → count, for every document (0 when uncited).
 */
export function countCitations(docs: CitationDoc[]): Map<string, number> {
  const counts = new Map<string, number>(docs.map((d) => [d.id, 0]));
  for (const cited of citationEdges(docs).values()) {
    for (const id of cited) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
