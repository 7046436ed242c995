/**
 * `pnpm --filter @aotearoa/bench settings-effect` — what each search parameter costs Meilisearch, on a built index.
 *
 * For a sample of the benchmark's searches (the first distinct ones of its Zipf sequence, so popular searches
 * weigh as they do in traffic), sends each variant of the API's multi-search one after the other (variants
 * interleaved per search, so a busy moment on a shared machine hits every variant alike) and reports, per variant,
 * the mean and p95 of Meilisearch's own `processingTimeMs` summed over the queries of the search, and the mean
 * round trip. Variants change one thing at a time against `current` (what the API sends now).
 *
 * Index settings (proximityPrecision, typo tolerance) are not request parameters: change them on a copy of the
 * index, run this again, and compare `current` between runs (infra/bench/README.md has both).
 *
 * Flags: --meili-url URL --meili-key KEY --prefix P (required: an index already built) · --sample N (default 300)
 */
import { parseArgs } from 'node:util';
import { analyseQuery, buildSearchPlan, buildSectionsQuery } from '@aotearoa/api';
import { indexUid, SearchInputSchema } from '@aotearoa/contracts';
import { DATA_DIR, loadCorpus } from '@aotearoa/indexer';
import { buildQueryPool, zipfSequence } from './query-mix';

type MultiSearchQuery = ReturnType<typeof buildSearchPlan>['page']['main'];

type Variant = (
  queries: MultiSearchQuery[],
  params: ReturnType<typeof SearchInputSchema.parse>,
) => MultiSearchQuery[];

const FACETS = ['type', 'court', 'legal_area'];
const withMain = (qs: MultiSearchQuery[], f: (q: MultiSearchQuery) => MultiSearchQuery) =>
  qs.map((q, i) => (i === 0 ? f(q) : q));

/** Each variant rewrites the API's multi-search for one search. */
const VARIANTS: Record<string, Variant> = {
  current: (qs) => qs,
  // Before: every facet on the main query, and one more search per selected group (the browser's, sent
  // separately; counted here as part of the same search).
  'before: all facets + browser group searches': (qs, p) => {
    const main = { ...(qs[0] as MultiSearchQuery), facets: FACETS };
    const rest = qs.slice(1).filter((q) => q.hitsPerPage !== 0);
    const groups = (['documentTypes', 'courtLevels', 'legalAreas'] as const)
      .filter((k) => p[k].length > 0)
      .map(() => ({ ...main, page: 1, hitsPerPage: 1 }));
    return [main, ...rest, ...groups];
  },
  'no facets': (qs) => withMain(qs, ({ facets: _f, ...q }) => q).filter((q) => q.hitsPerPage !== 0),
  // Before 2026-11-28 Meilisearch highlighted the title and cropped `content` (100 words) for every hit; the API
  // now marks and cuts the text itself.
  'before: Meilisearch highlights and crops': (qs) =>
    withMain(qs, (q) => ({
      ...q,
      attributesToHighlight: ['title'],
      attributesToCrop: ['content'],
      cropLength: 100,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    })),
  'retrieve without metadata': (qs) =>
    withMain(qs, (q) => ({
      ...q,
      attributesToRetrieve: (q.attributesToRetrieve ?? []).filter((a) => a !== 'metadata'),
    })),
  'retrieve without metadata or summary': (qs) =>
    withMain(qs, (q) => ({
      ...q,
      attributesToRetrieve: (q.attributesToRetrieve ?? []).filter((a) => a !== 'metadata' && a !== 'summary'),
    })),
  'retrieve id only': (qs) => withMain(qs, (q) => ({ ...q, attributesToRetrieve: ['id', 'doc_id'] })),
  'search on title + text only': (qs) =>
    withMain(qs, (q) => ({
      ...q,
      attributesToSearchOn: ['title', 'stem_title', 'citation', 'stem_heading', 'stem_text'],
    })),
  'matchingStrategy last': (qs) =>
    withMain(qs, (q) => ({ ...q, matchingStrategy: q.matchingStrategy === 'all' ? 'all' : 'last' })),
};

interface Sample {
  processing: number[];
  wall: number[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

async function main() {
  const { values } = parseArgs({
    options: {
      'meili-url': { type: 'string' },
      'meili-key': { type: 'string', default: '' },
      prefix: { type: 'string', default: '' },
      sample: { type: 'string', default: '300' },
      variants: { type: 'string' },
    },
  });
  if (!values['meili-url']) throw new Error('--meili-url is required (an index already built)');
  const url = values['meili-url'].replace(/\/$/, '');
  // Uncompressed answers: with `fetch`'s default Accept-Encoding, an answer Meilisearch compressed often arrived
  // ~40 ms late (its last piece waiting for an acknowledgement), which the wall times then measured.
  const headers = {
    'content-type': 'application/json',
    'accept-encoding': 'identity',
    authorization: `Bearer ${values['meili-key']}`,
  };
  const index = indexUid('documents', values.prefix ?? '');
  const { documents } = await loadCorpus(DATA_DIR);
  const pool = buildQueryPool(documents);
  const order = [...new Set(zipfSequence(pool.length, 200_000))].slice(0, Number(values.sample));
  const names = values.variants ? values.variants.split(',') : Object.keys(VARIANTS);
  const samples: Record<string, Sample> = Object.fromEntries(
    names.map((n) => [n, { processing: [], wall: [] }]),
  );

  const send = async (queries: MultiSearchQuery[]) => {
    const t0 = performance.now();
    const res = await fetch(`${url}/multi-search`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ queries }),
    });
    const body = (await res.json()) as {
      results?: Array<{ processingTimeMs: number; hits: Record<string, unknown>[] }>;
    };
    if (!res.ok || !body.results)
      throw new Error(`Meilisearch answered ${res.status}: ${JSON.stringify(body)}`);
    return { results: body.results, wall: performance.now() - t0 };
  };

  for (const [n, i] of order.entries()) {
    const q = pool[i];
    if (!q) continue;
    const params = SearchInputSchema.parse(q.params);
    const analysis = analyseQuery(params.query);
    // The page's own queries, main first (a search by words: the variants change what the page itself asks).
    const { page } = buildSearchPlan(index, params, analysis);
    const base = [page.main, ...(page.citation ? [page.citation] : []), ...Object.values(page.facetCounts)];
    const stemmed = analysis.indexQuery;
    for (const name of names) {
      const variant = VARIANTS[name];
      if (!variant) throw new Error(`unknown variant ${name}`);
      const first = await send(variant(base, params));
      let processing = first.results.reduce((s, r) => s + r.processingTimeMs, 0);
      let wall = first.wall;
      // The API's second round trip (sections of the Acts on the page) is part of every variant.
      const actIds = first.results[0]?.hits
        .filter((h) => h.type === 'legislation')
        .map((h) => String(h.doc_id));
      if (stemmed && actIds?.length) {
        const second = await send([buildSectionsQuery(index, stemmed, actIds)]);
        processing += second.results[0]?.processingTimeMs ?? 0;
        wall += second.wall;
      }
      samples[name]?.processing.push(processing);
      samples[name]?.wall.push(wall);
    }
    if ((n + 1) % 50 === 0) console.log(`${n + 1}/${order.length} searches…`);
  }

  const base = samples.current;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  console.log(`\nIndex ${index}, ${order.length} searches (Zipf order, distinct), each variant interleaved.`);
  console.log('| variant | Meilisearch ms/search (mean) | p95 | vs current | round trip ms (mean) |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const name of names) {
    const s = samples[name] as Sample;
    const sorted = [...s.processing].sort((a, b) => a - b);
    const ratio = base ? `${((mean(s.processing) / mean(base.processing) - 1) * 100).toFixed(0)}%` : '-';
    console.log(
      `| ${name} | ${mean(s.processing).toFixed(1)} | ${percentile(sorted, 95).toFixed(0)} | ${ratio} | ${mean(s.wall).toFixed(1)} |`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
