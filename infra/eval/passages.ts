/**
 * The passage checks: text cut from random indexed sections (fixed seed) is searched, and the search should find
 * the Act that holds it first, with the section listed under it.
 * - `--sentences N`: 16-word passages, unquoted;
 * - `--phrases N`: 10-word phrases, each held word for word by one Act only, searched quoted and unquoted.
 */
import { DATA_DIR, readActSections } from '@aotearoa/indexer';
import { foldText, type Hit, rankOf, search, seeded } from './api';

/** An indexed section's text as the check reads it. */
interface SectionText {
  actTitle: string;
  pinpoint: string;
  words: string;
}

/** The bundled Acts' sections: those to cut passages from, and every section's folded text. */
function sectionsOf() {
  const all = [...readActSections(DATA_DIR).values()].flat();
  const pool = all.filter((s) => s.kind === 'section' && !s.repealed && s.text.split(/\s+/).length > 25);
  const texts: SectionText[] = all.map((s) => ({
    actTitle: s.actTitle,
    pinpoint: s.pinpoint,
    words: foldText(s.text),
  }));
  return { pool, texts };
}

/** How a search did for a passage: its holders' Act first, and a section holding it listed under that card. */
function judge(hits: Hit[], holders: SectionText[]) {
  const top = hits[0];
  const holderActs = [...new Set(holders.map((t) => t.actTitle))];
  // The sections' copy names an Act as it was titled then (2015): a card under its later name counts too.
  const first = top !== undefined && rankOf([top], holderActs) === 1;
  const held = new Set(
    holders.filter((t) => top !== undefined && rankOf([top], [t.actTitle]) === 1).map((t) => t.pinpoint),
  );
  const listed = first && (top?.sections.some((x) => held.has(x.pinpoint)) ?? false);
  return { first, listed, top };
}

const pc = (k: number, of: number) => `${k}/${of} (${((k / Math.max(1, of)) * 100).toFixed(1)}%)`;

/**
 * `--sentences N`: N passages of 16 words from random sections. A passage the bundled text holds in more than one Act
 * (formal wording: "may, of its own motion or on the application of any party") cannot single out one of them;
 * those are counted apart, where a first card holding the passage (and a section of it that holds it) is as right
 * as any.
 */
export async function sentences(n: number, misses: boolean): Promise<void> {
  const { pool, texts } = sectionsOf();
  const rand = seeded(7);
  const count = {
    first: 0,
    listed: 0,
    unique: 0,
    uniqueFirst: 0,
    uniqueListed: 0,
    sharedFirst: 0,
    sharedListed: 0,
  };
  for (let k = 0; k < n; k++) {
    const s = pool[Math.floor(rand() * pool.length)];
    if (!s) continue;
    const words = s.text.split(/\s+/);
    const at = Math.floor(rand() * Math.max(1, words.length - 20));
    const passage = words.slice(at, at + 16).join(' ');
    const folded = foldText(passage);
    const holders = texts.filter((t) => t.words.includes(folded));
    const shared = new Set(holders.map((t) => t.actTitle)).size > 1;
    const hits = await search(passage);
    const { first, listed, top } = judge(hits, holders);
    const own = top !== undefined && rankOf([top], [s.actTitle]) === 1;
    if (own) count.first++;
    if (own && top.sections.some((x) => x.pinpoint === s.pinpoint)) count.listed++;
    if (shared) {
      if (first) count.sharedFirst++;
      if (listed) count.sharedListed++;
    } else {
      count.unique++;
      if (first) count.uniqueFirst++;
      if (listed) count.uniqueListed++;
    }
    if (misses && !listed) printMiss(passage, s, top);
  }
  console.log(
    `sentences: ${n}   Act first: ${count.first} (${((count.first / n) * 100).toFixed(1)}%)   section listed: ${count.listed}`,
  );
  console.log(
    `  held by one Act only: ${count.unique}   its Act first: ${pc(count.uniqueFirst, count.unique)}   section listed: ${pc(count.uniqueListed, count.unique)}`,
  );
  const sharedN = n - count.unique;
  console.log(
    `  held by several Acts: ${sharedN}   one of them first: ${pc(count.sharedFirst, sharedN)}   a section holding it listed: ${pc(count.sharedListed, sharedN)}`,
  );
}

/** Words of a phrase of the `--phrases` check. */
const PHRASE_WORDS = 10;

/**
 * `--phrases N`: N phrases of 10 words from random sections, each held word for word (punctuation aside) by one Act
 * only (phrases several Acts hold are drawn again), searched quoted and unquoted: how often that Act comes first with
 * a section holding the phrase listed under it.
 */
export async function phrases(n: number, misses: boolean): Promise<void> {
  const { pool, texts } = sectionsOf();
  const rand = seeded(11);
  const count = { quoted: 0, quotedFirst: 0, unquoted: 0, unquotedFirst: 0 };
  let drawn = 0;
  for (let tries = 0; drawn < n && tries < 20 * n; tries++) {
    const s = pool[Math.floor(rand() * pool.length)];
    if (!s) continue;
    const words = s.text.split(/\s+/).filter(Boolean);
    const at = Math.floor(rand() * Math.max(1, words.length - PHRASE_WORDS));
    const phrase = words.slice(at, at + PHRASE_WORDS).join(' ');
    const folded = foldText(phrase);
    if (folded.split(' ').length < PHRASE_WORDS) continue;
    const holders = texts.filter((t) => ` ${t.words} `.includes(` ${folded} `));
    if (new Set(holders.map((t) => t.actTitle)).size !== 1) continue;
    drawn++;
    // Quoted as a person pastes it: the words as they stand, in double quotes (any inner quotes dropped).
    const quoted = judge(await search(`"${phrase.replace(/["“”]/g, '')}"`), holders);
    const unquoted = judge(await search(phrase), holders);
    if (quoted.first) count.quotedFirst++;
    if (quoted.listed) count.quoted++;
    if (unquoted.first) count.unquotedFirst++;
    if (unquoted.listed) count.unquoted++;
    if (misses && !quoted.listed) printMiss(`"${phrase}"`, s, quoted.top);
    if (misses && !unquoted.listed) printMiss(phrase, s, unquoted.top);
  }
  console.log(`phrases: ${drawn} of ${PHRASE_WORDS} words, each held by one Act only`);
  console.log(
    `  quoted:   its Act first ${pc(count.quotedFirst, drawn)}   with the section listed ${pc(count.quoted, drawn)}`,
  );
  console.log(
    `  unquoted: its Act first ${pc(count.unquotedFirst, drawn)}   with the section listed ${pc(count.unquoted, drawn)}`,
  );
}

function printMiss(query: string, s: { actTitle: string; pinpoint: string }, top: Hit | undefined): void {
  console.log(`- ${query}`);
  console.log(`    from: ${s.actTitle}, ${s.pinpoint}`);
  console.log(
    `    got: ${top ? `${top.title} [${top.sections.map((x) => x.pinpoint).join(', ')}]` : 'nothing'}`,
  );
}
