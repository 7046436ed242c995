import type {
  ActRef,
  CaseRef,
  LegalStatement,
  SituationGuidance,
  TopicInformation,
  Urgency,
} from '@aotearoa/contracts';

/**
 * One answer for a query, made from the situation record and the topic record the guidance lookup matched: the two
 * used to be shown as two panels side by side, repeating each other (the same Act, the same time limit, the same
 * sections, the same case). Each thing is said once, the situation's words first (they are written for the reader's
 * situation; the topic's are about the area of law in general).
 */
export interface SituationAnswer {
  /** The situation's name, or the topic's when only a topic matched. */
  title: string;
  /** What kind of answer this is: `situation` (a situation matched, with or without a topic) or `topic`. */
  kind: 'situation' | 'topic';
  urgency: Urgency | null;
  /** The time limit that matters most (the situation's, else the topic's), or null. */
  timeLimit: LegalStatement | null;
  /** Every other statement of law, each resting on a section no earlier statement (or the time limit) rests on. */
  points: LegalStatement[];
  /** What the reader can do: the situation's suggested actions, then the topic's practical tips. */
  actions: string[];
  /** The Acts, each once (situation's relevant Act first). */
  acts: ActRef[];
  /** The cases, each citation once. */
  cases: CaseRef[];
  /** Related topics, without the topic this answer already covers. */
  relatedTopics: string[];
  /** True when the family violence helplines go with the free legal help (the family violence situation). */
  familyViolence: boolean;
}

/**
 * The section a statement rests on, for finding statements that say the same thing: the Act and the first section
 * number of its pinpoint without subsections (`s 114(1), (6), (7)` and `s 114(7)` are both s 114; `s 103A(2)` is
 * 103A, not 103).
 */
export function sectionKey(s: LegalStatement): string {
  const first = /^ss? (\d+[A-Z]*)/.exec(s.source.section)?.[1] ?? s.source.section;
  return `${s.source.act.toLowerCase()}|${first}`;
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const norm = (s: string) => s.trim().toLowerCase();

/**
 * Merges the matched situation and topic into one answer (see `SituationAnswer`); null when neither matched.
 * Statements are kept in this order, each only when its section (`sectionKey`) is not already covered: the time
 * limit, the situation's key points, then the topic's definition, court and key provisions.
 */
export function mergeGuidance(
  situation: SituationGuidance | null | undefined,
  topic: TopicInformation | null | undefined,
): SituationAnswer | null {
  if (!situation && !topic) return null;
  const timeLimit = situation?.timeLimit ?? topic?.timeLimit ?? null;
  const candidates = [
    ...(situation?.keyPoints ?? []),
    ...(topic ? [topic.definition, topic.relevantCourt, topic.timeLimit, ...topic.keyProvisions] : []),
  ].filter((s): s is LegalStatement => s !== null && s !== timeLimit);
  const covered = new Set(timeLimit ? [sectionKey(timeLimit)] : []);
  const points = candidates.filter((s) => {
    const key = sectionKey(s);
    if (covered.has(key)) return false;
    covered.add(key);
    return true;
  });
  const topicName = topic ? norm(topic.topic) : '';
  return {
    title: situation?.situation ?? topic?.topic ?? '',
    kind: situation ? 'situation' : 'topic',
    urgency: situation?.urgency ?? null,
    timeLimit,
    points,
    actions: uniqueBy([...(situation?.suggestedActions ?? []), ...(topic?.practicalTips ?? [])], norm),
    acts: uniqueBy(
      [...(situation ? [situation.relevantAct] : []), ...(topic?.applicableLaw ?? [])],
      (a) => a.url,
    ),
    cases: uniqueBy([...(situation?.relevantCases ?? []), ...(topic?.importantCaseLaw ?? [])], (c) =>
      norm(c.citation),
    ),
    relatedTopics: uniqueBy(
      [...(situation?.relatedTopics ?? []), ...(topic?.relatedTopics ?? [])].filter(
        (t) => norm(t) !== topicName,
      ),
      norm,
    ),
    familyViolence: situation?.id === 'family-violence',
  };
}
