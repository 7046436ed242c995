import { Meilisearch, MeilisearchTaskTimeOutError, type Task } from 'meilisearch';

/** A Meilisearch client for `url` with the given key (master key locally). */
export function createMeili(url: string, apiKey?: string): Meilisearch {
  return new Meilisearch({ host: url, apiKey });
}

/**
 * Awaits a Meilisearch task and throws when it failed, with Meilisearch's own error message.
 * `timeOutMs` defaults to 10 minutes: a full corpus addition on a 2-core machine takes well under that.
 */
export async function awaitTask(
  enqueued: { waitTask: (o?: { timeout?: number; interval?: number }) => Promise<Task> },
  timeOutMs = 600_000,
): Promise<Task> {
  const deadline = Date.now() + timeOutMs;
  // Quick polls first (tests wait on many small tasks), then every 500 ms. Each wait is given its own time slice:
  // the client adds a listener to a wait's timeout signal for every poll, so one long wait would pile them up.
  let slice = 5_000;
  let interval = 50;
  let task: Task;
  for (;;) {
    try {
      task = await enqueued.waitTask({
        timeout: Math.max(1, Math.min(slice, deadline - Date.now())),
        interval,
      });
      break;
    } catch (error) {
      if (!(error instanceof MeilisearchTaskTimeOutError) || Date.now() >= deadline) throw error;
      slice = 60_000;
      interval = 500;
    }
  }
  if (task.status !== 'succeeded') {
    throw new Error(
      `Meilisearch task ${task.uid} (${task.type}) ${task.status}: ${task.error?.message ?? 'no message'}`,
    );
  }
  return task;
}
