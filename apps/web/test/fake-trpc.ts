/**
 * A fake tRPC link for the web app's component tests: it answers each procedure from the test's answers (SYNTHETIC
 * data, see synthetic/), with no server. `test/setup.ts` puts it under the app's own `trpc` (`src/lib/trpc.ts`), so
 * a panel calls `trpc.<domain>.<name>` exactly as in the browser, through the same `omitBlankLink`.
 */
import type { AppRouter } from '@aotearoa/api/router';
import type { QueryClient } from '@tanstack/react-query';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { observable } from '@trpc/server/observable';

type Outputs = inferRouterOutputs<AppRouter>;
type Inputs = inferRouterInputs<AppRouter>;

/** Every query procedure's path, e.g. `research.lawJournals`. */
export type ProcedurePath = {
  [D in keyof Outputs & string]: `${D}.${keyof Outputs[D] & string}`;
}[keyof Outputs & string];
export type OutputOf<P extends ProcedurePath> = P extends `${infer D extends keyof Outputs}.${infer N}`
  ? N extends keyof Outputs[D]
    ? Outputs[D][N]
    : never
  : never;
export type InputOf<P extends ProcedurePath> = P extends `${infer D extends keyof Inputs}.${infer N}`
  ? N extends keyof Inputs[D]
    ? Inputs[D][N]
    : never
  : never;

/** Never answers: the query stays loading. */
export const LOADING = Symbol('loading');
/** Answers an error, as the API's 503 when the index cannot be reached. */
export const FAILS = Symbol('fails');

/** What a procedure answers: data, a function of the request's input, LOADING or FAILS. */
export type Answer<P extends ProcedurePath> =
  | OutputOf<P>
  | ((input: InputOf<P>) => OutputOf<P>)
  | typeof LOADING
  | typeof FAILS;
export type Answers = { [P in ProcedurePath]?: Answer<P> };

/** One request the fake answered (or held), with the input as sent (blank values already left out). */
export interface FakeCall {
  path: string;
  input: unknown;
}

let answers: Answers = {};
/** Requests in order, for tests that check what a panel asked for. */
export const calls: FakeCall[] = [];

/** Sets what each procedure answers from now on; a procedure not listed stays loading. */
export function setAnswers(next: Answers): void {
  answers = next;
}

/** Forgets the answers and the calls (after each test). */
export function resetFake(): void {
  answers = {};
  calls.length = 0;
}

/** Calls made to one procedure. */
export function callsTo(path: ProcedurePath): FakeCall[] {
  return calls.filter((c) => c.path === path);
}

/** The terminating link that answers from `answers`, one macrotask later (as a network answer would come). */
export function fakeLink(): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        const answer = (answers as Record<string, unknown>)[op.path];
        if (answer === undefined || answer === LOADING) return () => {};
        const timer = setTimeout(() => {
          try {
            if (answer === FAILS) throw new Error(`Synthetic failure of ${op.path}`);
            const data =
              typeof answer === 'function' ? (answer as (i: unknown) => unknown)(op.input) : answer;
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          } catch (error) {
            observer.error(TRPCClientError.from(error as Error));
          }
        }, 0);
        return () => clearTimeout(timer);
      });
}

let queryClient: QueryClient | undefined;

/** The query client of the component rendered last, which the fake `trpc` proxy uses as the app's proxy uses its own. */
export function currentQueryClient(): QueryClient {
  if (!queryClient) throw new Error('render the component with renderWithApp first');
  return queryClient;
}

/** Sets the query client of the component about to render (renderWithApp). */
export function setQueryClient(client: QueryClient): void {
  queryClient = client;
}
