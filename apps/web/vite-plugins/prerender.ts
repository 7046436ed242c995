import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import {
  PRERENDER_MISMATCH_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  type PrerenderedSettings,
  prerenderGateScript,
} from '../src/prerendered.ts';

/** The file the API serves for `/` (without a query string) when it exists; every other page gets index.html. */
const HOME_HTML = 'home.html';
/** The app's route patterns (`routePaths()` of the prerender entry), read by the API to answer unknown pages 404. */
const ROUTES_JSON = 'routes.json';
/** The build-time entry that renders a path to HTML. */
const PRERENDER_ENTRY = 'src/prerender.tsx';
const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?<\/style>/g;
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Puts a prerendered page into the built index.html: the page's `<style>` elements (Emotion's, one per rule set)
 * move into the head, so the browser has every style before the first element, and the markup goes inside `#root`,
 * wrapped in an inert element (visible, not yet focusable or clickable: the JavaScript that makes it work has not run).
 * Inline `<script>` elements the render emits (the router's scroll restoration) are dropped: the Content-Security-Policy
 * forbids inline script, and the browser's own render does that work. `gateSrc`, the address of the script made by
 * `prerenderGateScript`, is loaded right after the title, before any other script (a classic script: it runs before
 * the body is parsed), with the rule that hides the prerendered page when it finds the visitor's settings differ.
 * Throws when index.html has no empty `#root` or no `</title>`.
 */
export function injectPrerendered(indexHtml: string, pageHtml: string, gateSrc: string): string {
  if (!indexHtml.includes('</title>')) throw new Error('index.html has no </title> to put the gate after');
  if (!indexHtml.includes(EMPTY_ROOT))
    throw new Error(`index.html has no empty #root (${EMPTY_ROOT}) to put the page in`);
  const styles = pageHtml.match(STYLE_ELEMENT) ?? [];
  const markup = pageHtml.replace(STYLE_ELEMENT, '').replace(SCRIPT_ELEMENT, '');
  const gate = `<script src="${gateSrc}"></script><style>html[${PRERENDER_MISMATCH_ATTRIBUTE}] [${PRERENDERED_ATTRIBUTE}]{visibility:hidden}</style>`;
  // The gate blocks the parser until it has arrived: it goes before the module script and its ~40 modulepreload
  // links, or it would queue behind them for one of the browser's six connections and hold the first paint back.
  return indexHtml
    .replace('</title>', () => `</title>${gate}`)
    .replace('</head>', () => `${styles.join('')}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root"><div ${PRERENDERED_ATTRIBUTE} inert>${markup}</div></div>`);
}

/**
 * Vite plugin: after the browser's bundle is written, builds `src/prerender.tsx` for Node into a scratch folder, renders
 * `/` with it and writes `dist/home.html` (index.html with the page inside, see `injectPrerendered`), and writes the
 * router's path patterns to `dist/routes.json` (the API answers 404 for an address none of them matches). The API sends it
 * for `/`, so the main page paints from its HTML and styles instead of after the JavaScript has loaded and run; the
 * browser's first render then replaces it with the same page, live. A visitor whose saved settings differ from the
 * prerendered ones (`PRERENDERED_SETTINGS` in src/prerender.tsx) sees the page only once the browser has rendered it.
 */
export function prerenderHome(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'aotearoa-prerender-home',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    // writeBundle, not closeBundle: precompression runs at closeBundle, after every writeBundle, and must see home.html.
    async writeBundle() {
      const outDir = join(config.root, config.build.outDir);
      const scratch = join(config.root, 'node_modules/.prerender');
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: PRERENDER_ENTRY, outDir: scratch, emptyOutDir: true, copyPublicDir: false },
      });
      try {
        const entry = pathToFileURL(join(scratch, 'prerender.js')).href;
        const { prerender, routePaths, PRERENDERED_SETTINGS } = (await import(entry)) as {
          prerender: (url: string) => Promise<string>;
          routePaths: () => string[];
          PRERENDERED_SETTINGS: PrerenderedSettings;
        };
        writeFileSync(join(outDir, ROUTES_JSON), `${JSON.stringify(routePaths(), null, 2)}\n`);
        const page = await prerender('/');
        // The gate, named by its content's hash like every asset (served immutable).
        const gate = prerenderGateScript(PRERENDERED_SETTINGS);
        const gateFile = `${config.build.assetsDir}/prerender-gate-${createHash('sha256').update(gate).digest('hex').slice(0, 8)}.js`;
        writeFileSync(join(outDir, gateFile), gate);
        const index = readFileSync(join(outDir, 'index.html'), 'utf8');
        writeFileSync(join(outDir, HOME_HTML), injectPrerendered(index, page, `/${gateFile}`));
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
  };
}
