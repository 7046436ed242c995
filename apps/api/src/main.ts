import { loadEnv } from './env';
import { buildServer, serverOptionsFromEnv } from './server';

/** Starts the API from the environment (see env.ts) and closes it gracefully on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const app = await buildServer(serverOptionsFromEnv(env));
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.warn(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: env.PORT, host: env.HOST });
  console.log(
    `API listening on http://${env.HOST}:${env.PORT} (indexes ${env.MEILI_INDEX_PREFIX}documents, ${env.MEILI_INDEX_PREFIX}directory)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
