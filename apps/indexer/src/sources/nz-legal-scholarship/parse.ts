import type { Document } from '@aotearoa/contracts';
import { clean, makeDocument, readJsonl } from '../_shared/common';

interface Article {
  id: string;
  title: string;
  item_type?: string;
  authors?: string[];
  journal?: string;
  publisher?: string;
  year?: number | string | null;
  volume?: string;
  issue?: string;
  pages?: string;
  neutral_citation?: string;
  doi?: string;
  url?: string;
  source_url: string;
}

/** University named in the journal/publisher (law reviews of the six NZ law schools), else null. */
export function universityOf(a: Pick<Article, 'journal' | 'publisher'>): string | null {
  const s = `${a.journal ?? ''} ${a.publisher ?? ''}`;
  const known: [RegExp, string][] = [
    [/Waikato/i, 'University of Waikato'],
    [/Otago/i, 'University of Otago'],
    [/Canterbury/i, 'University of Canterbury'],
    [/Auckland University of Technology|\bAUT\b/i, 'Auckland University of Technology'],
    [/Auckland/i, 'University of Auckland'],
    [/Victoria University|VUW|Te Herenga Waka/i, 'Victoria University of Wellington'],
  ];
  for (const [re, name] of known) if (re.test(s)) return name;
  return null;
}

/**
 * The 198 bibliographic records as `academic` documents (id = record id, e.g. `nzls-0001`). `date_published` is
 * `YYYY-01-01` when the year is a single year (ranges like "2010-2011" stay in metadata only).
 */
export function parseScholarship(dataDir: string): Document[] {
  return readJsonl<Article>(dataDir, 'nz-legal-scholarship', 'articles.jsonl').map((a) => {
    const year =
      a.year !== null && a.year !== undefined && /^\d{4}$/.test(String(a.year)) ? String(a.year) : null;
    const authors = (a.authors ?? []).map(clean).filter(Boolean);
    const line = [
      a.journal ?? a.publisher,
      a.volume && `vol ${a.volume}`,
      a.issue && `issue ${a.issue}`,
      a.pages && `p ${a.pages}`,
      a.neutral_citation,
    ]
      .filter(Boolean)
      .join(', ');
    return makeDocument({
      id: a.id,
      title: clean(a.title),
      type: 'academic',
      citation: a.neutral_citation ?? null,
      date_published: year ? `${year}-01-01` : null,
      content: [clean(a.title), authors.join('; '), line].filter(Boolean).join('\n'),
      author: authors.length ? authors.join('; ') : null,
      university: universityOf(a),
      metadata: {
        ...(a.journal ? { journal: a.journal } : {}),
        ...(a.publisher ? { publisher: a.publisher } : {}),
        item_type: a.item_type ?? 'article',
        ...(a.volume ? { volume: a.volume } : {}),
        ...(a.pages ? { pages: a.pages } : {}),
        ...(a.url ? { url: a.url } : {}),
        ...(a.doi ? { doi: a.doi } : {}),
        ...(a.year !== undefined && a.year !== null ? { year_printed: String(a.year) } : {}),
        date_precision: 'year',
      },
      source: 'NZ legal scholarship bibliography (compiled from NZLII, journal and repository pages)',
      sourceUrl: a.url ?? a.source_url,
      retrievedAt: '2026-11-22',
    });
  });
}
