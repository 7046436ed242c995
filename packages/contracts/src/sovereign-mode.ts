/**
 * Sovereign (offline) mode versus connected mode: the one rule every part of the system obeys before it may open
 * a connection to a host outside this machine.
 *
 * - Server-wide: the environment variable `SOVEREIGN_MODE` (`true`/`1`/`yes`/`on`) puts the whole deployment in
 *   sovereign mode: the API's outbound guard refuses every call, the indexer registers no connector schedule and
 *   its shared HTTP client refuses before any socket is opened.
 * - Per request: the web app sends `X-Sovereign-Mode: true` while its sovereign-mode switch is on; nothing done on
 *   behalf of that request may reach the network.
 * An outbound call is allowed only when neither says sovereign (`outboundAllowed`).
 */

/** Environment variable that puts a whole deployment (API and indexer) in sovereign mode. */
export const SOVEREIGN_MODE_ENV = 'SOVEREIGN_MODE';

/** Request header (lower case) the web app sends while sovereign mode is on (value `true`). */
export const SOVEREIGN_MODE_HEADER = 'x-sovereign-mode';

/**
 * Reads a sovereign-mode flag value: `true`, `1`, `yes`, `on` (any case, trimmed) mean on; anything else,
 * including absent, means off.
 */
export function parseSovereignFlag(value: string | null | undefined): boolean {
  return typeof value === 'string' && ['true', '1', 'yes', 'on'].includes(value.trim().toLowerCase());
}

/** Whether the deployment runs in sovereign mode, from `SOVEREIGN_MODE` in `env` (pass `process.env`). */
export function serverSovereignMode(env: Record<string, string | undefined>): boolean {
  return parseSovereignFlag(env[SOVEREIGN_MODE_ENV]);
}

/**
 * The rule: an outbound connection is allowed only when the deployment is not in sovereign mode and the request
 * (if any) did not ask for it.
 */
export function outboundAllowed(mode: { server: boolean; request?: boolean }): boolean {
  return !mode.server && !mode.request;
}

/** The message every refused outbound call carries, naming the host that was not contacted. */
export function sovereignRefusalMessage(host: string): string {
  return `Sovereign mode is on: answered from local data only, so no connection to ${host} was made.`;
}
