import { jdoJudgments } from './jdo-judgments';
import { nzLegalScholarship } from './nz-legal-scholarship';
import { parliament } from './parliament';
import { pcoActs } from './pco-acts';
import { pcoImperialActs } from './pco-imperial-acts';
import { pcoRegulations } from './pco-social-security';
import { tribunalDecisions } from './tribunal-decisions';
import type { Source } from './types';
import { courtsFulltext } from './worldwidelaw-nz';

export type { Source } from './types';

/**
 * Every source the corpus is built from. Each owns a disjoint set of document ids, so sources can be ingested
 * separately. Not indexed: IRD tax items (not case law or legislation; Crown copyright); no LINZ source exists.
 */
export const SOURCES: Source[] = [
  pcoActs,
  pcoRegulations,
  pcoImperialActs,
  jdoJudgments,
  courtsFulltext,
  tribunalDecisions,
  parliament,
  nzLegalScholarship,
];

/** The source with this id, or undefined. */
export function sourceById(id: string): Source | undefined {
  return SOURCES.find((s) => s.id === id);
}
