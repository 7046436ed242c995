import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type CheckedAgainst,
  GuidanceDataSchema,
  type LegalStatementData,
  type SituationGuidance,
  type TopicInformation,
} from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { mergeGuidance, sectionKey } from './situation-answer';

const data = GuidanceDataSchema.parse(
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL('../../../../../data/guidance/guidance.json', import.meta.url)),
      'utf8',
    ),
  ),
);
// Synthetic (test only): the indexer derives each statement's checkedAgainst from the Acts' texts; merging never
// reads it.
const SYNTHETIC_CHECKED: CheckedAgainst = {
  dataset: 'synthetic',
  file: 'synthetic',
  actTitleInSource: 'synthetic',
  provisions: [{ section: '1', heading: 'synthetic', url: 'https://www.legislation.govt.nz/' }],
  versionAsAt: null,
  olderReprint: false,
};
const checked = (s: LegalStatementData) => ({ ...s, checkedAgainst: SYNTHETIC_CHECKED });
const situation = (id: string): SituationGuidance | undefined => {
  const s = data.situations.find((x) => x.id === id);
  return s && { ...s, keyPoints: s.keyPoints.map(checked), timeLimit: s.timeLimit && checked(s.timeLimit) };
};
const topics = new Map<string, TopicInformation>(
  data.topics.map((t) => [
    t.id,
    {
      ...t,
      definition: checked(t.definition),
      relevantCourt: t.relevantCourt && checked(t.relevantCourt),
      keyProvisions: t.keyProvisions.map(checked),
      timeLimit: t.timeLimit && checked(t.timeLimit),
    },
  ]),
);
const topic = (id: string) => topics.get(id);

describe('mergeGuidance', () => {
  it('says nothing twice for being fired: one time limit, one statement per section, one case, one Act each', () => {
    const answer = mergeGuidance(situation('employment-dismissal'), topic('employment'));
    expect(answer?.title).toBe('Being fired or dismissed from a job');
    expect(answer?.timeLimit?.source.section).toMatch(/^s 114/);
    const keys = [answer?.timeLimit, ...(answer?.points ?? [])].map((s) => (s ? sectionKey(s) : ''));
    expect(new Set(keys).size).toBe(keys.length);
    // The topic's own sections that the situation does not cover are kept (s 6, the Authority's ss 161, 179).
    expect(answer?.points.map((p) => p.source.section)).toEqual(
      expect.arrayContaining(['s 6', 'ss 161(1), 179(1)–(2), (5)']),
    );
    expect(answer?.cases.map((c) => c.citation)).toEqual(['[2026] NZERA 244']);
    expect(answer?.acts.map((a) => a.title)).toEqual([
      'Employment Relations Act 2000',
      'Human Rights Act 1993',
    ]);
    expect(answer?.relatedTopics).not.toContain('Employment law');
  });

  it('is the topic alone when no situation matched, and null when nothing did', () => {
    const answer = mergeGuidance(null, topic('contract'));
    expect(answer?.kind).toBe('topic');
    expect(answer?.urgency).toBeNull();
    expect(answer?.points[0]).toBe(topic('contract')?.definition);
    expect(mergeGuidance(null, null)).toBeNull();
  });

  it('keys a statement by Act and section number, not subsection', () => {
    const s = situation('employment-dismissal')?.timeLimit;
    expect(s && sectionKey(s)).toBe('employment relations act 2000|114');
  });
});
