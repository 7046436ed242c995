import type { Meilisearch } from 'meilisearch';
import { describe, expect, it } from 'vitest';
import { watchIndexes } from './index-watch';

/** A stand-in for the one Meilisearch call the watch makes (`getRawIndex`), with versions the test sets. */
function fakeMeili(versions: Record<string, { createdAt: string; updatedAt: string } | Error>) {
  return {
    getRawIndex: async (uid: string) => {
      const v = versions[uid];
      if (!v || v instanceof Error) throw v ?? new Error('index not found');
      return { uid, primaryKey: 'id', ...v };
    },
  } as unknown as Meilisearch;
}

describe('watchIndexes', () => {
  it('reports an index whose update time moved (incremental ingest) or that was swapped (new creation time)', async () => {
    const versions: Record<string, { createdAt: string; updatedAt: string } | Error> = {
      documents: { createdAt: 'c1', updatedAt: 'u1' },
      directory: { createdAt: 'c1', updatedAt: 'u1' },
    };
    const changed: string[] = [];
    const watch = watchIndexes(
      fakeMeili(versions),
      ['documents', 'directory'],
      (uid) => changed.push(uid),
      0,
    );
    await watch.check();
    expect(changed).toEqual([]);
    versions.documents = { createdAt: 'c1', updatedAt: 'u2' };
    await watch.check();
    expect(changed).toEqual(['documents']);
    versions.directory = { createdAt: 'c2', updatedAt: 'u9' };
    await watch.check();
    await watch.check();
    expect(changed).toEqual(['documents', 'directory']);
  });

  it('skips an unreachable Meilisearch quietly and compares again once it answers', async () => {
    const versions: Record<string, { createdAt: string; updatedAt: string } | Error> = {
      documents: { createdAt: 'c1', updatedAt: 'u1' },
    };
    const changed: string[] = [];
    const watch = watchIndexes(fakeMeili(versions), ['documents'], (uid) => changed.push(uid), 0);
    await watch.check();
    versions.documents = new Error('connect ECONNREFUSED');
    await watch.check();
    versions.documents = { createdAt: 'c1', updatedAt: 'u1' };
    await watch.check();
    expect(changed).toEqual([]);
  });
});
