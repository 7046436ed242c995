/**
 * A topic that names an Act by its subject, as the Act's title words it ("Residential Tenancies", "bills of
 * exchange"): that Act leads the page, as a quoted phrase's section does (the query's side: `QueryAnalysis.actSubject`;
 * its query: `namedActQuery`).
 */
import { actSubjectOf } from '@aotearoa/contracts';
import type { RawHit } from '../execute/ports';

/**
 * The Act among `hits` (the named-Act query's, with `title`, `is_current` and `year`) whose title's subject, stemmed
 * (`actSubjectOf`), is `subject` word for word: of several (the Land Transfer Acts of 1952 and 2017), the one in force,
 * then the latest. Null when no title is the subject alone ("Land Transport" is not the Land Transport Management
 * Act 2003). Pure.
 */
export function namedActHit(hits: readonly RawHit[], subject: string): RawHit | null {
  const named = hits.filter((h) => typeof h.title === 'string' && actSubjectOf(h.title) === subject);
  const rank = (h: RawHit) =>
    (h.is_current === true ? 10_000 : 0) + (typeof h.year === 'number' ? h.year : 0);
  return named.sort((a, b) => rank(b) - rank(a))[0] ?? null;
}
