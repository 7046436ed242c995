import { type Document, EXAMPLE_SEARCHES, LAY_TO_LEGAL } from '@aotearoa/contracts';

/** One benchmark query: the API's REST query string and the same search's parameters. */
export interface BenchQuery {
  kind: 'plain-language' | 'citation' | 'title' | 'filtered';
  params: Record<string, string | string[]>;
  apiQueryString: string;
}

function qs(params: Record<string, string | string[]>): string {
  const u = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const x of Array.isArray(v) ? v : [v]) u.append(k, x);
  return u.toString();
}

/** Every `step`-th element of `list`, at most `n` of them (a deterministic spread over the corpus). */
function spread<T>(list: T[], n: number): T[] {
  const step = Math.max(1, Math.floor(list.length / n));
  const out: T[] = [];
  for (let i = 0; i < list.length && out.length < n; i += step) out.push(list[i] as T);
  return out;
}

/**
 * Builds the benchmark's query mix from the corpus (at least 200 distinct queries): Act titles, neutral
 * citations of judgments, plain-language situations (the main page's examples and everyday phrases), and
 * filtered/sorted searches over words taken from document titles.
 */
export function buildQueryMix(documents: Document[]): BenchQuery[] {
  const acts = documents.filter((d) => d.type === 'legislation' && d.sections_count > 0);
  const cases = documents.filter((d) => d.type === 'case_law' && d.citation);
  const out: BenchQuery[] = [];
  const add = (kind: BenchQuery['kind'], params: Record<string, string | string[]>) =>
    out.push({ kind, params, apiQueryString: qs(params) });

  for (const t of EXAMPLE_SEARCHES) add('plain-language', { query: t });
  for (const lay of Object.keys(LAY_TO_LEGAL))
    add('plain-language', { query: `what can I do, I was ${lay}` });
  for (const d of spread(acts, 60)) add('title', { query: d.title });
  for (const d of spread(cases, 50)) add('citation', { query: d.citation ?? '' });
  const filters: Array<Record<string, string | string[]>> = [
    { documentTypes: 'legislation' },
    { documentTypes: 'case_law', sortBy: 'date_newest' },
    { documentTypes: ['case_law', 'legislation'], sortBy: 'citations' },
    { legalAreas: 'employment' },
    { courtLevels: 'High Court', dateFrom: '2015-01-01' },
  ];
  const words = spread(
    [...new Set(acts.flatMap((d) => d.title.split(/\s+/)).filter((w) => /^[A-Z][a-z]{5,}$/.test(w)))],
    60,
  );
  for (const [i, w] of words.entries()) add('filtered', { query: w, ...(filters[i % filters.length] ?? {}) });
  const seen = new Set<string>();
  return out.filter(
    (q) => !seen.has(q.apiQueryString) && seen.add(q.apiQueryString) && q.apiQueryString !== 'query=',
  );
}
