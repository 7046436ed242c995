import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

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
export function precompressDir(dir: string): { files: number; raw: number; br: number; gz: number } {
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

/**
 * Vite plugin: once the browser's bundle is written (and `/` prerendered into it), precompress the output folder
 * (see `precompressDir`). Not run for the build's server-side bundle.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'aotearoa-precompress',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
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
