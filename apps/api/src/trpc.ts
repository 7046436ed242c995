import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { z } from 'zod';
import type { Context } from './context';

/** One input problem, naming the parameter. */
export interface InputIssue {
  parameter: string;
  message: string;
}

/** Carries readable input issues as a TRPCError cause (not named `ZodError`, so REST keeps our message). */
export class InputValidationError extends Error {
  override name = 'InputValidationError';
  constructor(readonly issues: InputIssue[]) {
    super(issues.map((i) => `${i.parameter}: ${i.message}`).join('; '));
  }
}

interface ZodLikeIssue {
  code?: string;
  path?: readonly PropertyKey[];
  message?: string;
}

function isZodError(e: unknown): e is Error & { issues: ZodLikeIssue[] } {
  return e instanceof Error && e.name === 'ZodError' && Array.isArray((e as { issues?: unknown }).issues);
}

/**
 * Turns zod issues into `parameter: why` lines, e.g. `limit: must be at most 100`, `limit: must be given once`,
 * `query: expected text, got a list`, `query: is required`, `documentTypes: unknown value 'x'; expected one of ...`.
 */
export function readableIssues(issues: readonly ZodLikeIssue[]): InputIssue[] {
  const out: InputIssue[] = [];
  for (const issue of issues) {
    const parameter = (issue.path ?? []).filter((p) => typeof p === 'string' || typeof p === 'number')[0];
    const name = parameter === undefined ? 'input' : String(parameter);
    let message = (issue.message ?? 'invalid value').replace(/^Invalid input:\s*/i, '');
    // zod's own word for a union that no branch accepts; a schema's own message ("must be 'true' or 'false'") stays.
    if (issue.code === 'invalid_union' && /^invalid input$/i.test(message))
      message = 'must be a single value of the expected kind (text or number)';
    if (message.startsWith(`${name}: `)) message = message.slice(name.length + 2);
    else if (message.startsWith(`${name} `)) message = message.slice(name.length + 1);
    message = message
      // An empty required parameter ("?query=").
      .replace(/^expected \w+, received undefined$/, 'is required')
      .replace(/expected string, received array/, 'expected text, got a list')
      .replace(/expected string, received (\w+)/, 'expected text, got $1')
      .replace(/expected array, received (\w+)/, 'expected a list, got $1')
      // zod's list of an enum's values (`Invalid option: expected one of "a"|"b"`), said as `/search` says it.
      .replace(
        /^Invalid option: expected one of (.+)$/,
        (_m, list: string) => `must be one of ${list.replaceAll('"', '').split('|').join(', ')}`,
      );
    if (!out.some((o) => o.parameter === name && o.message === message))
      out.push({ parameter: name, message });
  }
  return out.length > 0 ? out : [{ parameter: 'input', message: 'invalid value' }];
}

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
      const issues = error.cause instanceof InputValidationError ? error.cause.issues : undefined;
      return {
        ...shape,
        data: issues ? { ...data, issues } : data,
        message: error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal error' : shape.message,
      };
    },
  });

/**
 * Rewrites zod input errors (thrown by `.input()` after this middleware) into a BAD_REQUEST whose message
 * names each parameter and why, for both `/trpc` and the REST `/api` paths.
 */
const readableInputErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.code === 'BAD_REQUEST' && isZodError(result.error.cause)) {
    const cause = new InputValidationError(readableIssues(result.error.cause.issues));
    return { ...result, error: new TRPCError({ code: 'BAD_REQUEST', message: cause.message, cause }) };
  }
  return result;
});

/**
 * `schema` as a procedure's `.input()` or `.output()` should run it on a hot path: tRPC validates with a schema's
 * `parseAsync`, which zod 4 runs through its interpreted object parser, while `parse` runs the same checks through
 * the object parsers zod compiles once per schema (a 50–90 kB search answer: ~0.55 → ~0.25 ms, 2026-12-02). The
 * copy (`clone()`: the same definition, so the same OpenAPI document) answers `parseAsync` with `checkedBy.parse`:
 * by default `schema` itself (the same value, and the same ZodError for the same issues); a procedure may pass a
 * schema that accepts exactly what `schema` accepts, checked more cheaply (the search's answer: metadata parsed by
 * the same schema when it was read are not parsed again). Only for schemas without asynchronous refinements or
 * transforms (zod's `parse` throws on those, which a test of the procedure then shows).
 * @returns a copy of `schema` whose `parseAsync` validates synchronously with `checkedBy`.
 */
export function syncValidated<T extends z.ZodType>(schema: T, checkedBy?: z.ZodType<z.output<T>>): T {
  const copy = schema.clone() as T;
  const check: z.ZodType = checkedBy ?? schema;
  copy.parseAsync = async (data: unknown, params?: z.core.ParseContext<z.core.$ZodIssue>) =>
    check.parse(data, params) as z.output<T>;
  return copy;
}

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const publicProcedure = t.procedure.use(readableInputErrors);
export const createCallerFactory = t.createCallerFactory;
export { TRPCError };
