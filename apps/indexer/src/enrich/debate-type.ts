import type { DebateType, Document } from '@aotearoa/contracts';

/**
 * The debate type a parliamentary record is listed under (`DEBATE_TYPES`: Question Time, Urgent Debate, …), set at
 * index time as `metadata.debate_category` so that the API reads it instead of working it out per request.
 */

/**
 * Maps a debate record's title / Hansard document type / bill stage to a debate type.
 * Rules, first match wins (case-insensitive, on the joined text):
 * 1. "urgent debate" → Urgent Debate (urgent *questions* are part of Question Time).
 *    (Checked after the Hansard "question" document type, which always means Question Time.)
 * 2. a Hansard document type of "question", or "questions for oral answer", "question time",
 *    "questions to ministers/members", "urgent question" → Question Time.
 * 3. "general debate" → General Debate.
 * 4. a committee "report" (e.g. "Select Committee report", "Report of the … Committee") → Committee Report.
 *    A bill merely *at* the select committee stage is not a report.
 * 5. "first/second/third reading", "reading", "introduction" of a bill → Bill Reading.
 * 6. anything else (e.g. the committee of the whole House, a bill at the select committee stage, a daily
 *    Hansard volume, Royal Assent, Terminated) → Other.
 * Inputs are `metadata.debate_type` ("debate", "question", "speech", "daily", "bill", …), the title and a bill's
 * current stage (`metadata.bill_status`, e.g. "Second Reading"). Pure.
 */
export function mapDebateType(...texts: Array<string | null | undefined>): DebateType {
  const parts = texts.filter((s): s is string => typeof s === 'string');
  const t = parts.join(' | ');
  // A Hansard document type of "question" (oral questions) is Question Time whatever its title.
  if (parts.some((p) => /^(hansard\s*-\s*)?questions?$/i.test(p.trim()))) return 'Question Time';
  if (/urgent debate/i.test(t)) return 'Urgent Debate';
  if (
    /questions? for oral answer|question time|questions to (ministers|members)|urgent questions?|hansard\s*-\s*question/i.test(
      t,
    )
  )
    return 'Question Time';
  if (/general debates?/i.test(t)) return 'General Debate';
  if (/committee report|report of the [^|]*committee|select committee[^|]*report/i.test(t))
    return 'Committee Report';
  if (/\b(first|second|third) reading\b|\breadings?\b|\bintroduction\b/i.test(t)) return 'Bill Reading';
  return 'Other';
}

/** The first of `keys` in `meta` holding a non-blank string, trimmed. */
function metaString(meta: Record<string, unknown>, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const v = meta[key];
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
  }
  return undefined;
}

/**
 * Adds `metadata.debate_category` (`mapDebateType` of its Hansard document type, title and bill stage) to a
 * parliamentary debate or a bill; other documents are left as they are. Mutates and returns `doc`.
 */
export function enrichDebateType(doc: Document): Document {
  if (doc.type !== 'parliamentary_debate' && doc.type !== 'bill') return doc;
  const m = doc.metadata as Record<string, unknown>;
  const stage = metaString(m, 'bill_status', 'stage', 'bill_stage', 'current_stage', 'status');
  doc.metadata = {
    ...doc.metadata,
    debate_category: mapDebateType(metaString(m, 'debate_type'), doc.title, stage),
  };
  return doc;
}
