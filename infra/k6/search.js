// k6 load test of GET /api/search with the benchmark's query mix (for users who have k6).
// Generate the mix first with `pnpm bench --write-queries infra/k6/queries.json`, then:
//   k6 run -e BASE_URL=http://localhost:8080 infra/k6/search.js

import { check } from 'k6';
import { SharedArray } from 'k6/data';
import http from 'k6/http';

const queries = new SharedArray('queries', () => JSON.parse(open('./queries.json')));
const base = __ENV.BASE_URL || 'http://localhost:8080';

export const options = {
  scenarios: {
    search: { executor: 'constant-vus', vus: 32, duration: '20s' },
  },
  thresholds: { http_req_failed: ['rate<0.01'], http_req_duration: ['p(95)<50'] },
};

export default function () {
  const q = queries[Math.floor(Math.random() * queries.length)];
  const res = http.get(`${base}/api/search?${q.apiQueryString}`);
  check(res, { 'status is 200': (r) => r.status === 200 });
}
