// k6 load test of GET /api/search with the benchmark's query mix (for users who have k6): the same pool of
// distinct searches and the same seeded Zipf request sequence `pnpm bench` drives (infra/bench/query-mix.ts).
// Generate the mix first with `pnpm bench --write-queries "$PWD/infra/k6/queries.json"`, start the app with this
// machine exempt from the rate limits (`RATE_LIMIT_ALLOW=127.0.0.1,::1 npm start`: from one address, 32 users are one
// client hammering the API, and most of their requests would be refused with 429), then:
//   k6 run -e BASE_URL=http://127.0.0.1:8080 -e VUS=32 infra/k6/search.js
// Check `X-Cache` in the summary (cache_hit rate) beside the latency: with the cache on, both matter.

import { check } from 'k6';
import { SharedArray } from 'k6/data';
import exec from 'k6/execution';
import http from 'k6/http';
import { Rate } from 'k6/metrics';

const mix = JSON.parse(open('./queries.json'));
const pool = new SharedArray('pool', () => mix.pool.map((q) => q.apiQueryString));
const sequence = new SharedArray('sequence', () => mix.sequence);
const base = __ENV.BASE_URL || 'http://127.0.0.1:8080';
const cacheHit = new Rate('cache_hit');

export const options = {
  scenarios: {
    search: { executor: 'constant-vus', vus: Number(__ENV.VUS || 32), duration: __ENV.DURATION || '20s' },
  },
  // What a 2-core machine meets at 32 users (`pnpm bench`: API with its cache, p95 0.7 s, p99 0.9 s at 32
  // connections); p(95)<50 ms held only for cached answers. A 429 counts as a failure: exempt the load generator.
  thresholds: {
    http_req_failed: ['rate<0.01'],
    http_req_duration: ['p(95)<1500'],
    checks: ['rate>0.99'],
  },
};

export default function () {
  // Every VU takes the next request of the shared sequence, so the run follows the Zipf mix in order.
  const n = exec.scenario.iterationInTest % sequence.length;
  const res = http.get(`${base}/api/search?${pool[sequence[n]]}`);
  check(res, { 'status is 200': (r) => r.status === 200 });
  cacheHit.add(res.headers['X-Cache'] === 'HIT');
}
