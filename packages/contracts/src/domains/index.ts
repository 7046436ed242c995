import { z } from 'zod';

/**
 * The product's domains. Each has one folder in every layer that serves it: `apps/api/src/domains/<domain>/`
 * (router and procedures), `apps/web/src/features/<domain>/` (panels), and the sources that feed it declare it.
 */
export const DOMAINS = [
  'search',
  'legislation',
  'case-law',
  'courts',
  'parliament',
  'government',
  'local',
  'people',
  'research',
  'news',
  'resources',
  'documents',
  'guidance',
] as const;
export const DomainSchema = z.enum(DOMAINS);
export type Domain = z.infer<typeof DomainSchema>;

export * from './case-law';
export * from './government';
export * from './legislation';
export * from './news';
export * from './people';
export * from './research';
export * from './resources';
export * from './sources';
