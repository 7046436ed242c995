import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { actIdFromNumber, readActSections } from '../pco-acts/full-text/sections';
import { checkedGuidance, readGuidance } from './parse';
import { citedActs, citedProvisions, placedStatements, readHeldActs } from './provisions';

/*
 * Every statement of the guidance against the text of the provisions it cites, in the newest version of each Act
 * held in data/ (the same lookup the indexer gives each statement its "checked against" line with).
 */
const data = readGuidance(DATA_DIR);
const placed = placedStatements(data);
const held = readHeldActs(DATA_DIR, citedActs(data));

describe('the guidance statements against the provisions they cite', () => {
  it('finds every cited provision, unrepealed, in the newest text held of its Act', () => {
    expect(placed).toHaveLength(84);
    let provisions = 0;
    for (const p of placed) {
      const found = citedProvisions(p, held);
      for (const x of found.provisions) {
        expect(x.repealed, `${p.id} s ${x.section}`).toBe(false);
        expect(x.text, `${p.id} s ${x.section}`).not.toBe('');
        provisions++;
      }
    }
    expect(provisions).toBeGreaterThan(placed.length);
  }, 60_000);

  it('dates each statement by the text it was compared with: the version the Acts’ own records carry', () => {
    const { situations, topics } = checkedGuidance(data, DATA_DIR);
    const acts = readActSections(DATA_DIR);
    const numbers = new Map(citedActs(data).map((a) => [a.title, a.number]));
    const checked = placedStatements({ situations, topics });
    expect(checked).toHaveLength(placed.length);
    for (const { id, statement } of checked) {
      const number = numbers.get(statement.source.act);
      const actId = number ? actIdFromNumber(number) : null;
      const sections =
        (actId && acts.get(actId)) ||
        [...acts.values()].find((s) => s[0]?.actTitle === statement.checkedAgainst.actTitleInSource);
      expect(sections, id).toBeDefined();
      const first = sections?.find((s) => s.label === statement.checkedAgainst.provisions[0]?.section);
      expect(first?.asAt, id).toBe(statement.checkedAgainst.versionAsAt);
      expect(first?.snapshot === 'reprint-2009-2014', id).toBe(statement.checkedAgainst.olderReprint);
      expect(first?.heading, id).toBe(statement.checkedAgainst.provisions[0]?.heading);
    }
  }, 120_000);

  it('lists every statement in the review note, changed or unchanged', () => {
    const review = readFileSync(join(DATA_DIR, 'guidance', 'REVIEW.md'), 'utf8');
    for (const p of placed) expect(review, p.id).toContain(`\`${p.id}\``);
  });
});
