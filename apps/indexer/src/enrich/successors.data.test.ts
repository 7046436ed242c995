import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../data-dir';
import { titleKey } from '../sources/_shared/common';
import { parseActs } from '../sources/pco-acts/parse';
import { linkSuccessors } from './successors';

/** linkSuccessors over every Act of the bundled snapshot (the `data` project: it parses the whole Acts' data). */
describe('linkSuccessors (real bundled Acts)', () => {
  it('links the bundled repealed Acts to the Acts that replaced them', () => {
    const acts = parseActs(DATA_DIR);
    linkSuccessors(new Map(acts.map((d) => [d.id, d])), titleKey);
    const byTitle = new Map(acts.map((d) => [d.title, d]));
    const successor = (t: string) =>
      (byTitle.get(t)?.metadata.replaced_by as { title?: string } | undefined)?.title;
    expect(successor('Privacy Act 1993')).toBe('Privacy Act 2020');
    expect(successor('Domestic Violence Act 1995')).toBe('Family Violence Act 2018');
    expect(successor('Education Act 1989')).toBe('Education and Training Act 2020');
    expect(successor('Health and Safety in Employment Act 1992')).toBe('Health and Safety at Work Act 2015');
  });
});
