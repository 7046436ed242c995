/**
 * The `--examples` check: each one-click example search of the main page (`EXAMPLE_SEARCHES`, contracts) should lead
 * with what it names. The table says what that is: an Act in force (any of several where the words name more than
 * one), or a kind of document.
 */
import { EXAMPLE_SEARCHES } from '@aotearoa/contracts';
import { rankOf, search } from './api';

/** What an example search names: the Acts any of which may lead, or the type of document that must. */
type Named = { acts: string[] } | { type: string } | { help: string };

/** Each example search and what it names (every example of the main page has a row; a test checks it). */
export const EXAMPLE_LEADS: Record<string, Named> = {
  'leaving a relationship': { acts: ['Property (Relationships) Act 1976'] },
  'being fired': { acts: ['Employment Relations Act 2000'] },
  'starting a business': { acts: ['Companies Act 1993'] },
  'tax problems': { acts: ['Tax Administration Act 1994'] },
  // Land Information New Zealand registers land under the Land Transfer Act 2017 (the 1952 Act is repealed).
  'LINZ property': { acts: ['Land Transfer Act 2017'] },
  'parliamentary debates': { type: 'parliamentary_debate' },
  'Human Rights Act': { acts: ['Human Rights Act 1993'] },
  'Bill of Rights': { acts: ['New Zealand Bill of Rights Act 1990'] },
  'family violence': { acts: ['Family Violence Act 2018'] },
  'youth court': { acts: ['Oranga Tamariki Act 1989'] },
  'child protection': { acts: ['Oranga Tamariki Act 1989'] },
  'victim support': { acts: ["Victims' Rights Act 2002"] },
  'protection orders': { acts: ['Family Violence Act 2018'] },
  // No citation guide is in the index: the search page answers it with the site's own citation help.
  'legal citation guide': { help: '/help#citations' },
  'buying and selling a house': {
    acts: ['Property Law Act 2007', 'Land Transfer Act 2017', 'Real Estate Agents Act 2008'],
  },
  'real estate': { acts: ['Real Estate Agents Act 2008'] },
};

/** Searches every example and prints, per example, what it named and what came first; then the count that lead. */
export async function examples(): Promise<void> {
  let lead = 0;
  let checked = 0;
  for (const example of EXAMPLE_SEARCHES) {
    const named = EXAMPLE_LEADS[example];
    if (!named) {
      console.log(`- ${example}: no row in EXAMPLE_LEADS`);
      continue;
    }
    if ('help' in named) {
      console.log(
        `  ${example}: answered by the site's help (${named.help}); checked by the web app's tests`,
      );
      continue;
    }
    checked++;
    const hits = await search(example);
    const top = hits[0];
    const ok = 'type' in named ? top?.type === named.type : rankOf(hits.slice(0, 1), named.acts) === 1;
    if (ok) lead++;
    const want = 'type' in named ? `a ${named.type}` : named.acts.join(' or ');
    console.log(
      `${ok ? '✓' : '✗'} ${example}: wants ${want}; first: ${top ? `${top.title} (${top.type})` : 'nothing'}`,
    );
  }
  console.log(`examples: ${lead}/${checked} lead with what they name`);
}
