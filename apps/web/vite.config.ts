import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { z } from 'zod';
import { ON_DEMAND_RECIPE_FILES } from './src/theme/on-demand-recipes.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { prerenderHome } from './vite-plugins/prerender.ts';
import { routePreloadsManifest } from './vite-plugins/route-preloads.ts';

const apiPort = process.env.API_PORT ?? '8080';
/**
 * The support address shown in the footer and the accessibility page, from SUPPORT_EMAIL (or VITE_SUPPORT_EMAIL) at
 * build time. Checked here, once, so the browser carries no validator for it: an invalid address is left out (with a
 * warning) rather than shown; empty hides the "Contact us" links.
 */
function supportEmailFromEnv(): string {
  const raw = (process.env.VITE_SUPPORT_EMAIL ?? process.env.SUPPORT_EMAIL ?? '').trim();
  if (raw === '' || z.email().safeParse(raw).success) return raw;
  console.warn(
    `SUPPORT_EMAIL is not an e-mail address (${JSON.stringify(raw)}); the contact links are hidden.`,
  );
  return '';
}
const supportEmail = supportEmailFromEnv();

/** Chakra's `define*` helpers: identity functions (config in, the same config out), safe to drop when unused. */
const CHAKRA_PURE_HELPERS = [
  'defineConfig',
  'defineRecipe',
  'defineSlotRecipe',
  'defineTokens',
  'defineSemanticTokens',
  'defineTextStyles',
  'defineLayerStyles',
  'defineAnimationStyles',
  'defineKeyframes',
  'defineGlobalStyles',
  // zod's schema builders (`z.object(…)`, `z.enum(…)`): the contracts' modules build their schemas at the top level,
  // and a page that reads only a constant from such a module (a list of document types) need not carry zod.
  'z',
];

/** The modules of the recipes code loaded on demand adds (`theme/recipes/tabs.js`, …) in Chakra's package. */
const ON_DEMAND_RECIPE_MODULE = new RegExp(
  `[\\\\/]@chakra-ui[\\\\/]react[\\\\/]dist[\\\\/]esm[\\\\/]theme[\\\\/]recipes[\\\\/](${ON_DEMAND_RECIPE_FILES.join('|')})\\.js$`,
);

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    prerenderHome(),
    // The debates ticker: main.tsx waits for its code, with the page's, before the first render of every page.
    routePreloadsManifest([/\/features\/parliamentary-debates\/ParliamentaryDebatesTicker\.tsx$/]),
    precompress(),
  ],
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/trpc': `http://127.0.0.1:${apiPort}` } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      // Chakra's theme module builds its default config with a call the bundler must assume has side effects, which
      // kept every recipe of ~70 components in the first load although system.ts imports only the ones the app uses.
      // These helpers only return their argument, so an unused result may be dropped.
      treeshake: {
        manualPureFunctions: CHAKRA_PURE_HELPERS,
        // tRPC's client packages declare no `sideEffects` (its server package declares none), so the bundler kept
        // every link the client exports (WebSocket, subscriptions) although the app uses the batch link only; their
        // modules only define functions and classes. Every other module: as its package says (undefined).
        moduleSideEffects: (id) =>
          /[\\/]node_modules[\\/]@trpc[\\/](client|tanstack-react-query)[\\/]/.test(id) ? false : undefined,
      },
      // Every module of the first load in one chunk. Split by which lazy chunks also import them, the first load was
      // 12 to 27 files, each compressed on its own: one file is ~5 kB smaller in gzip. Not its dependencies as such
      // (includeDependenciesRecursively): Chakra's theme module imports every recipe for its default config, and the
      // recipes that code loaded on demand adds (src/theme/on-demand-recipes.ts) would come along.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'initial',
              tags: ['$initial'],
              test: (id) => !ON_DEMAND_RECIPE_MODULE.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  define: { 'import.meta.env.VITE_SUPPORT_EMAIL': JSON.stringify(supportEmail) },
});
