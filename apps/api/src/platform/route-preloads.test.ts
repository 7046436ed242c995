import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageHtml, loadRoutePreloads, ROUTE_PRELOADS_FILE, withRoutePreloads } from './route-preloads';

const INDEX =
  '<html><head><script type="module" src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>';

describe('withRoutePreloads', () => {
  it("puts a marked modulepreload link per script at the end of the head, after the entry's", () => {
    const html = withRoutePreloads(INDEX, ['/assets/search-c.js', '/assets/card-d.js']);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/search-c.js" data-route-preload><link rel="modulepreload" crossorigin href="/assets/card-d.js" data-route-preload></head>',
    );
    expect(html.indexOf('index-a.js')).toBeLessThan(html.indexOf('search-c.js'));
  });

  it('leaves the page as it is without scripts or without a head', () => {
    expect(withRoutePreloads(INDEX, [])).toBe(INDEX);
    expect(withRoutePreloads('<p>x</p>', ['/assets/a.js'])).toBe('<p>x</p>');
  });
});

describe('createPageHtml', () => {
  const htmlFor = createPageHtml(INDEX, { '/search': ['/assets/search-c.js'], '/help': [] });

  it('gives a page with preloads its own HTML, and null (send index.html) for the others', () => {
    expect(htmlFor('/search')).toContain('href="/assets/search-c.js"');
    expect(htmlFor('/search')).toBe(htmlFor('/search'));
    expect(htmlFor('/help')).toBeNull();
    expect(htmlFor('/terms')).toBeNull();
    expect(htmlFor(null)).toBeNull();
  });
});

describe('loadRoutePreloads', () => {
  const dist = mkdtempSync(join(tmpdir(), 'aotearoa-preloads-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('reads the build file, an empty map without one, and refuses a malformed one', () => {
    expect(loadRoutePreloads(dist)).toEqual({});
    writeFileSync(join(dist, ROUTE_PRELOADS_FILE), JSON.stringify({ '/search': ['/assets/search-c.js'] }));
    expect(loadRoutePreloads(dist)).toEqual({ '/search': ['/assets/search-c.js'] });
    writeFileSync(join(dist, ROUTE_PRELOADS_FILE), JSON.stringify({ '/search': ['javascript:alert(1)'] }));
    expect(() => loadRoutePreloads(dist)).toThrow(ROUTE_PRELOADS_FILE);
  });
});
