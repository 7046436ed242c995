import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild, repoRoot, webDist } from './support/app';

/**
 * The built web app (apps/web/dist, built here when stale) holds no secret and no inline script, so the API's
 * Content-Security-Policy (`script-src 'self'`) never has to allow one.
 */

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

beforeAll(async () => {
  await ensureWebBuild();
}, 600_000);

describe('built web assets', () => {
  it('contain no Meilisearch key, admin token or secret-looking setting', () => {
    const secrets = [
      process.env.MEILI_MASTER_KEY,
      existsSync(join(repoRoot, '.meili/master-key'))
        ? readFileSync(join(repoRoot, '.meili/master-key'), 'utf8').trim()
        : undefined,
    ].filter((s): s is string => Boolean(s && s.length >= 8));
    const all = files(webDist);
    expect(all.length).toBeGreaterThan(0);
    for (const f of all) {
      const text = readFileSync(f, 'utf8');
      for (const secret of secrets) expect(text.includes(secret), `${f} holds a Meilisearch key`).toBe(false);
      expect(text, f).not.toMatch(
        /MEILI_MASTER_KEY|MEILI_API_KEY|ADMIN_TOKEN|REDIS_URL|Authorization:\s*Bearer\s+\w/,
      );
    }
  });

  it.each(['index.html', 'home.html'])(
    '%s loads scripts only from files (no inline script, no inline handler)',
    (file) => {
      const html = readFileSync(join(webDist, file), 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attrs, body] of scripts) {
        expect(attrs).toMatch(/\bsrc="/);
        expect(body?.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    },
  );
});
