/**
 * The `--topics N` check: a person names a subject the way an Act's title does, without "Act" and its year
 * ("Residential Tenancies", "civil union", "Family Dispute Resolution"), and the search should lead with that Act.
 * N Acts are drawn (fixed seed) from the bundled Acts' full text: principal Acts of five sections or more whose
 * title is two to four words before "Act" and the year, with no brackets, not an amendment Act and not a local,
 * private or Treaty settlement Act (those are named after places and bodies, not subjects). Each is searched as its
 * title reads and in lower case; the check counts the Act first and among the first three.
 */
import { DATA_DIR, readActSections } from '@aotearoa/indexer';
import { rankOf, search, seeded } from './api';

/** Title words of Acts named after a place, a body or a settlement rather than a subject of law. */
const NOT_A_SUBJECT =
  /\b(?:Amendment|Settlement|Claims|Empowering|Vesting|Reserves?|Trust|Board|Council|Local|Validation|Appropriation|Imprest|Maori Purposes)\b|\(/;

/** A title's subject: its words before "Act" and the year ("Residential Tenancies Act 1986" → "Residential Tenancies"). */
function subjectOf(title: string): string | null {
  const m = /^(.+?) Act(?: \(No \d+\))? \d{4}$/.exec(title);
  if (!m?.[1] || NOT_A_SUBJECT.test(title)) return null;
  const words = m[1].split(/\s+/).length;
  return words >= 2 && words <= 4 ? m[1] : null;
}

/** Searches `n` Acts' subjects as typed and in lower case; prints the counts and, with `misses`, each miss. */
export async function topics(n: number, misses: boolean): Promise<void> {
  const acts = [...readActSections(DATA_DIR)].flatMap(([, sections]) => {
    const title = sections[0]?.actTitle;
    const subject = title ? subjectOf(title) : null;
    const held = sections.filter((s) => s.kind === 'section' && !s.repealed).length;
    return title && subject && held >= 5 ? [{ title, subject }] : [];
  });
  const rand = seeded(23);
  const drawn: typeof acts = [];
  while (drawn.length < Math.min(n, acts.length)) {
    const [act] = acts.splice(Math.floor(rand() * acts.length), 1);
    if (act) drawn.push(act);
  }
  let first = 0;
  let three = 0;
  let searches = 0;
  for (const act of drawn) {
    for (const query of [act.subject, act.subject.toLowerCase()]) {
      const hits = await search(query);
      const rank = rankOf(hits.slice(0, 3), [act.title]);
      searches++;
      if (rank === 1) first++;
      if (rank > 0) three++;
      if (misses && rank !== 1)
        console.log(`- ${query}: wants ${act.title}; first: ${hits[0]?.title ?? 'nothing'}`);
    }
  }
  console.log(
    `topics: ${drawn.length} Acts' subjects, each as typed and in lower case (${searches} searches)`,
  );
  console.log(`  the Act first ${first}/${searches}   in the first three ${three}/${searches}`);
}
