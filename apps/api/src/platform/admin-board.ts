import { timingSafeEqual } from 'node:crypto';
import { QUEUE_NAMES } from '@aotearoa/contracts';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { Queue } from 'bullmq';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';

/** Where the queue dashboard is served. */
export const ADMIN_BOARD_PATH = '/admin/queues';
/** Cookie the dashboard's pages and calls carry once the token was given. */
const ADMIN_COOKIE = 'admin_token';

function sameToken(given: string | undefined, token: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Serves Bull Board (the BullMQ dashboard: queues, jobs, job schedulers, failures) at `/admin/queues` for the
 * deployment's queues (`redisPrefix`), behind `adminToken`: a request must carry `Authorization: Bearer <token>`,
 * or the `admin_token` cookie, which `?token=<token>` on the dashboard's address sets (HttpOnly, SameSite=Strict).
 * Anything else answers 401. Not registered at all without a token (off by default: ADMIN_TOKEN unset).
 */
export async function registerAdminBoard(
  app: FastifyInstance,
  opts: { redisUrl: string; redisPrefix: string; adminToken: string },
): Promise<void> {
  const connection = new Redis(opts.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
  connection.on('error', () => {});
  const queues = QUEUE_NAMES.map((name) => new Queue(name, { connection, prefix: opts.redisPrefix }));
  for (const q of queues) q.on('error', () => {});
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(ADMIN_BOARD_PATH);
  createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter });
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const cookie = (req as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies?.[
        ADMIN_COOKIE
      ];
      const query = (req.query as Record<string, string | undefined> | undefined)?.token;
      if (sameToken(bearer, opts.adminToken) || sameToken(cookie, opts.adminToken)) return;
      if (sameToken(query, opts.adminToken)) {
        reply.header(
          'Set-Cookie',
          `${ADMIN_COOKIE}=${encodeURIComponent(opts.adminToken)}; Path=${ADMIN_BOARD_PATH}; HttpOnly; SameSite=Strict`,
        );
        return;
      }
      return reply.code(401).send({ message: 'Admin token required', code: 'UNAUTHORIZED' });
    });
    await scope.register(serverAdapter.registerPlugin(), { prefix: ADMIN_BOARD_PATH });
  });
  app.addHook('onClose', async () => {
    await Promise.all(queues.map((q) => q.close().catch(() => {})));
    connection.disconnect();
  });
}
