import type { Settings } from 'meilisearch';
import type { z } from 'zod';
import { IndexRecordSchema } from '../document';
import { DIRECTORY_INDEX, DIRECTORY_SETTINGS, DirectoryRecordSchema } from './directory';
import { DOCUMENTS_INDEX, DOCUMENTS_SETTINGS } from './documents';

export * from './directory';
export * from './documents';

/** What the project knows about one Meilisearch index: its base name, record schema and settings. */
export interface IndexDefinition {
  /** Base uid; a deployment may add a prefix (see `indexUid`). */
  uid: string;
  primaryKey: 'id';
  schema: z.ZodType;
  settings: Settings;
}

/**
 * The one owner of every Meilisearch index of the project. The indexer creates and fills them from these
 * definitions (settings before documents) and swaps them in together; the API queries through them. Nothing else
 * spells an index name or attribute.
 */
export const INDEXES = {
  documents: {
    uid: DOCUMENTS_INDEX,
    primaryKey: 'id',
    schema: IndexRecordSchema,
    settings: DOCUMENTS_SETTINGS,
  },
  directory: {
    uid: DIRECTORY_INDEX,
    primaryKey: 'id',
    schema: DirectoryRecordSchema,
    settings: DIRECTORY_SETTINGS,
  },
} as const satisfies Record<string, IndexDefinition>;
export type IndexName = keyof typeof INDEXES;
export const INDEX_NAMES = Object.keys(INDEXES) as IndexName[];

/**
 * Index holding one build record per served index (snapshot version, build time, counts), written by the indexer
 * after each swap and read by the API's health check.
 */
export const META_INDEX = 'index_meta';

/**
 * The uid of index `name` in a deployment whose indexes carry `prefix` (e.g. `test_` in tests, `` by default):
 * `indexUid('directory', 'test_')` → `test_directory`.
 */
export function indexUid(name: IndexName, prefix = ''): string {
  return `${prefix}${INDEXES[name].uid}`;
}
