// Values the integration/e2e global setup (infra/testing/global-setup.ts) provides to tests through `inject(...)`.
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    meiliUrl: string;
    meiliKey: string;
    redisUrl: string;
    redisPrefix: string;
    /** Index prefix of the full bundled corpus, built once by the global setup (read-only for tests). */
    sharedIndexPrefix: string;
  }
}
