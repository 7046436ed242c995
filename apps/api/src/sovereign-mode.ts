import {
  outboundAllowed,
  parseSovereignFlag,
  SOVEREIGN_MODE_HEADER,
  serverSovereignMode,
  sovereignRefusalMessage,
} from '@aotearoa/contracts';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Sovereign (offline) mode.
 *
 * The web app sends `X-Sovereign-Mode: true` on every request while its sovereign-mode switch is on. Such a
 * request is answered from the local Meilisearch index only: no outbound network call may be made on its
 * behalf, and its response carries `X-Data-Mode: local-only` so clients (and tests) can see the mode was honoured.
 * `SOVEREIGN_MODE=true` in the environment puts every request in that mode. The rule is the one the indexer's
 * connectors obey (contracts `sovereign-mode.ts`): outbound only when neither the server nor the request says sovereign.
 */

export { SOVEREIGN_MODE_HEADER };
/** Response header set on every answer given in sovereign mode. */
export const DATA_MODE_HEADER = 'X-Data-Mode';
export const DATA_MODE_LOCAL_ONLY = 'local-only';

/**
 * True when the request is answered in sovereign mode: it asked for it (`X-Sovereign-Mode: true`, case-insensitive)
 * or the whole server runs in it (`SOVEREIGN_MODE` in `env`, default process.env).
 */
export function isSovereignRequest(
  headers: FastifyRequest['headers'],
  env: Record<string, string | undefined> = process.env,
): boolean {
  const raw = headers[SOVEREIGN_MODE_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return !outboundAllowed({ server: serverSovereignMode(env), request: parseSovereignFlag(value) });
}

/**
 * The only way code serving a request may reach the network outside this machine (live ingest, external
 * look-ups). Put one on the request context as `ctx.outbound`.
 */
export interface OutboundGuard {
  /** Whether outbound calls are allowed on this request (false in sovereign mode). */
  readonly allowed: boolean;
  /**
   * `fetch` for external resources. Throws a TRPCError `FORBIDDEN` ("Sovereign mode is on: ...") without
   * touching the network when the request is in sovereign mode; otherwise behaves like global `fetch`.
   */
  fetch(input: string | URL, init?: RequestInit): Promise<Response>;
}

/**
 * Builds the outbound-network guard for one request.
 * @param sovereignMode `ctx.sovereignMode` (from `X-Sovereign-Mode: true`).
 * @param fetchImpl the fetch to use when allowed (default global fetch).
 */
export function createOutboundGuard(sovereignMode: boolean, fetchImpl: typeof fetch = fetch): OutboundGuard {
  return {
    allowed: !sovereignMode,
    fetch(input, init) {
      if (sovereignMode) {
        const host = (() => {
          try {
            return new URL(String(input)).host;
          } catch {
            return 'an external address';
          }
        })();
        return Promise.reject(
          new TRPCError({
            code: 'FORBIDDEN',
            message: sovereignRefusalMessage(host),
          }),
        );
      }
      return fetchImpl(input, init);
    },
  };
}

/**
 * Fastify hook: marks every response to a sovereign-mode request with `X-Data-Mode: local-only`
 * (and `Vary: X-Sovereign-Mode` so caches keep the two modes apart). Register once on the server:
 * `registerSovereignModeHeaders(app)`.
 */
export function registerSovereignModeHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Vary', 'X-Sovereign-Mode');
    if (isSovereignRequest(request.headers)) reply.header(DATA_MODE_HEADER, DATA_MODE_LOCAL_ONLY);
  });
}
