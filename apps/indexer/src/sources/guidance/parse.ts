import {
  type DirectoryRecord,
  GUIDANCE_PROVENANCE,
  type GuidanceData,
  GuidanceDataSchema,
  type SituationGuidance,
  type TopicInformation,
} from '@aotearoa/contracts';
import { readJson } from '../_shared/common';
import { makeDirectoryRecord } from '../_shared/directory-record';

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
 * The plain-language guidance as directory records, in the file's order: one `guidance_situation` record per
 * situation and one `guidance_topic` record per topic, `fields` = the record as the contracts shape it
 * (`SituationGuidanceSchema`, `TopicInformationSchema`), provenance the editorial summary's, `retrievedAt` and
 * `asAt` the date every statement was checked.
 */
export function parseGuidance(dataDir: string): DirectoryRecord[] {
  const data = readGuidance(dataDir);
  return [
    ...data.situations.map((s) => situationRecord(s, data.checkedAt)),
    ...data.topics.map((t) => topicRecord(t, data.checkedAt)),
  ];
}
