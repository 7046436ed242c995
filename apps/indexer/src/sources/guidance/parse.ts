import {
  type DirectoryRecord,
  GUIDANCE_PROVENANCE,
  type GuidanceData,
  GuidanceDataSchema,
  type LegalStatement,
  type LegalStatementData,
  type SituationGuidance,
  type TopicInformation,
} from '@aotearoa/contracts';
import { readJson } from '../_shared/common';
import { makeDirectoryRecord } from '../_shared/directory-record';
import { checkedAgainstOf, citedActs, placedStatements, readHeldActs } from './provisions';

/** Folder of the guidance under `data/` (see its PROVENANCE.md). */
export const FOLDER = 'guidance';

/**
 * Reads and validates `data/guidance/guidance.json` (contracts `GuidanceDataSchema`).
 * @throws Error naming the first invalid field when the file does not validate.
 */
export function readGuidance(dataDir: string): GuidanceData {
  const parsed = GuidanceDataSchema.safeParse(readJson(dataDir, FOLDER, 'guidance.json'));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`guidance data is invalid at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}

const provenance = (checkedAt: string) => ({
  source: GUIDANCE_PROVENANCE.source,
  sourceUrl: GUIDANCE_PROVENANCE.sourceUrl,
  retrievedAt: checkedAt,
});

function situationRecord(s: SituationGuidance, checkedAt: string): DirectoryRecord {
  return makeDirectoryRecord({
    id: `guidance_situation--${s.id}`,
    kind: 'guidance_situation',
    title: s.situation,
    text: s.keywords.join(' · '),
    category: s.relevantAct.title,
    subtype: s.urgency,
    tags: s.keywords,
    url: s.relevantAct.url,
    asAt: checkedAt,
    ...provenance(checkedAt),
    fields: s,
  });
}

function topicRecord(t: TopicInformation, checkedAt: string): DirectoryRecord {
  return makeDirectoryRecord({
    id: `guidance_topic--${t.id}`,
    kind: 'guidance_topic',
    title: t.topic,
    summary: t.definition.text,
    text: t.keywords.join(' · '),
    category: t.applicableLaw[0]?.title ?? null,
    tags: t.keywords,
    url: t.applicableLaw[0]?.url ?? null,
    asAt: checkedAt,
    ...provenance(checkedAt),
    fields: t,
  });
}

/**
 * The situations and topics of `data` (the guidance file) with each statement's `checkedAgainst` derived from the
 * newest text of its Act held in `dataDir` (provisions.ts): the data file never types it.
 * @throws Error naming the statement when a cited Act is not held or a cited section is missing or repealed there.
 */
export function checkedGuidance(
  data: GuidanceData,
  dataDir: string,
): { situations: SituationGuidance[]; topics: TopicInformation[] } {
  const held = readHeldActs(dataDir, citedActs(data));
  const lines = new Map(placedStatements(data).map((p) => [p.statement, checkedAgainstOf(p, held)]));
  const check = (s: LegalStatementData): LegalStatement => {
    const checkedAgainst = lines.get(s);
    if (!checkedAgainst) throw new Error(`guidance statement not placed: ${s.text}`);
    return { ...s, checkedAgainst };
  };
  const situations = data.situations.map((s) => ({
    ...s,
    keyPoints: s.keyPoints.map(check),
    timeLimit: s.timeLimit && check(s.timeLimit),
  }));
  const topics = data.topics.map((t) => ({
    ...t,
    definition: check(t.definition),
    relevantCourt: t.relevantCourt && check(t.relevantCourt),
    keyProvisions: t.keyProvisions.map(check),
    timeLimit: t.timeLimit && check(t.timeLimit),
  }));
  return { situations, topics };
}

/**
 * The plain-language guidance as directory records, in the file's order: one `guidance_situation` record per
 * situation and one `guidance_topic` record per topic, `fields` = the record as the contracts shape it
 * (`SituationGuidanceSchema`, `TopicInformationSchema`, each statement with the text it was checked against, from
 * `checkedGuidance`), provenance the editorial summary's, `retrievedAt` and `asAt` the date every statement was
 * checked.
 * @throws as `readGuidance` and `checkedGuidance` do.
 */
export function parseGuidance(dataDir: string): DirectoryRecord[] {
  const data = readGuidance(dataDir);
  const { situations, topics } = checkedGuidance(data, dataDir);
  return [
    ...situations.map((s) => situationRecord(s, data.checkedAt)),
    ...topics.map((t) => topicRecord(t, data.checkedAt)),
  ];
}
