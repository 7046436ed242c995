import { Meilisearch, type Task } from 'meilisearch';

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
  const task = await enqueued.waitTask({ timeout: timeOutMs, interval: 50 });
  if (task.status !== 'succeeded') {
    throw new Error(
      `Meilisearch task ${task.uid} (${task.type}) ${task.status}: ${task.error?.message ?? 'no message'}`,
    );
  }
  return task;
}
