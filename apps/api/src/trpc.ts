import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Context } from './context';

/**
 * tRPC instance for the API. Every query procedure carries OpenAPI meta so trpc-to-openapi serves it
 * as a REST `GET /api/*` path as well.
 */
const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    errorFormatter({ shape, error }) {
      // Never leak stack traces to clients.
      const { stack: _stack, ...data } = shape.data;
      return { ...shape, data, message: error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal error' : shape.message };
    },
  });

export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;
export { TRPCError };
