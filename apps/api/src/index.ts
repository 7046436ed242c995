export { type Env, loadEnv } from './env';
export type { AppRouter } from './router';
export { appRouter } from './router';
export { type BuildServerOptions, buildOpenApiDocument, buildServer, serverOptionsFromEnv } from './server';
