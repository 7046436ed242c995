import { describe, expect, it } from 'vitest';
import { injectPrerendered } from './prerender.ts';

const INDEX =
  '<!doctype html><html><head><title>t</title><script type="module" src="/assets/index-x.js"></script></head><body><div id="root"></div></body></html>';
const PAGE =
  '<style data-emotion="css 1a">.css-1a{color:red}</style><main class="css-1a"><h1>Find law</h1></main><script>scrollTo(0,0)</script>';

describe('injectPrerendered', () => {
  const html = injectPrerendered(INDEX, PAGE, '/assets/prerender-gate-abc.js');

  it('puts the markup inside #root, wrapped inert, and the styles in the head', () => {
    expect(html).toContain(
      '<div id="root"><div data-prerendered inert><main class="css-1a"><h1>Find law</h1></main></div></div>',
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-emotion="css 1a">.css-1a{color:red}</style>');
    expect(html.indexOf('data-emotion')).toBe(html.lastIndexOf('data-emotion'));
  });

  it('drops inline scripts and loads the gate from a file before the body', () => {
    expect(html).not.toContain('scrollTo');
    for (const [, attrs] of html.matchAll(/<script\b([^>]*)>/g)) expect(attrs).toMatch(/\bsrc="/);
    // Before every other script, so it is fetched first.
    expect(html.indexOf('<script src="/assets/prerender-gate-abc.js"></script>')).toBeLessThan(
      html.indexOf('<script type="module"'),
    );
    expect(html).toContain('html[data-prerender-mismatch] [data-prerendered]{visibility:hidden}');
  });

  it('throws when index.html has no empty #root or no title', () => {
    expect(() => injectPrerendered(INDEX.replace('<div id="root"></div>', ''), PAGE, '/g.js')).toThrow(
      /#root/,
    );
    expect(() => injectPrerendered(INDEX.replace('</title>', ''), PAGE, '/g.js')).toThrow(/title/);
  });
});
