import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { z } from 'zod';

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

/** Files worth compressing: text formats above 1 KiB (smaller ones gain nothing over the headers). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1_024;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every compressible file of the
 * build, once, at build time, so the server sends them as they are (`@fastify/static` `preCompressed`) instead of
 * compressing on every request. Returns the bytes before and after for the build log.
 */
function precompressDir(dir: string): { files: number; raw: number; br: number; gz: number } {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const data = readFileSync(path);
    if (data.length < MIN_BYTES) continue;
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = gzipSync(data, { level: 9 });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gz);
    totals.files++;
    totals.raw += data.length;
    totals.br += br.length;
    totals.gz += gz.length;
  }
  return totals;
}

/** Vite plugin: after the bundle is written, precompress the output folder (see `precompressDir`). */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'aotearoa-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle() {
      const t = precompressDir(outDir);
      this.info?.(
        `precompressed ${t.files} files: ${(t.raw / 1024).toFixed(0)} kB → brotli ${(t.br / 1024).toFixed(0)} kB, gzip ${(t.gz / 1024).toFixed(0)} kB`,
      );
    },
  };
}

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), precompress()],
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/trpc': `http://127.0.0.1:${apiPort}` } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      // Chakra's theme module builds its default config with a call the bundler must assume has side effects, which
      // kept every recipe of ~70 components in the first load although system.ts imports only the ones the app uses.
      // These helpers only return their argument, so an unused result may be dropped.
      treeshake: { manualPureFunctions: CHAKRA_PURE_HELPERS },
    },
  },
  define: { 'import.meta.env.VITE_SUPPORT_EMAIL': JSON.stringify(supportEmail) },
});
