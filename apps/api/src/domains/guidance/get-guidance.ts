import { GUIDANCE_PROVENANCE, type GuidanceOutput, matchSituations, matchTopics } from '@aotearoa/contracts';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { loadGuidance } from './guidance-data';

export const getGuidanceMeta: OpenApiMeta = {
  openapi: {
    method: 'GET',
    path: '/guidance',
    summary: 'Plain-language situation and topic guidance for a query',
    description:
      'The situation and topic records best matching `query` (null when none matches or the query is 3 characters or shorter). ' +
      'Every statement of law names its Act and section, the date it was checked and the dated section text it was checked against. ' +
      'General information, not legal advice.',
    tags: ['guidance'],
    errorResponses: { 400: 'Invalid query parameter', 429: 'Too many requests from this address' },
  },
};

/**
 * The best matching situation and topic guidance for a typed query, matched with the same term reduction the
 * search uses (`matchSituations` / `matchTopics`). Source: data/guidance/guidance.json (no index call).
 * @param query plain words, ≤ 500 characters.
 * @returns `{ situation, topic, provenance }`; `situation`/`topic` are null when nothing matches.
 */
export function getGuidance(query: string): GuidanceOutput {
  const data = loadGuidance();
  return {
    situation: matchSituations(data.situations, query)[0] ?? null,
    topic: matchTopics(data.topics, query)[0] ?? null,
    provenance: { ...GUIDANCE_PROVENANCE, retrievedAt: data.checkedAt },
  };
}
