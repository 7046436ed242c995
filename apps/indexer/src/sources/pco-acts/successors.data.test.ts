import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { parseActs } from './parse';

/** linkSuccessors over every Act of the bundled snapshot (the `data` project: it parses the whole Acts' data). */
describe('linkSuccessors (real bundled Acts)', () => {
  it('links the bundled repealed Acts to the Acts that replaced them', () => {
    const byTitle = new Map(parseActs(DATA_DIR).map((d) => [d.title, d]));
    const successor = (t: string) =>
      (byTitle.get(t)?.metadata.replaced_by as { title?: string } | undefined)?.title;
    expect(successor('Privacy Act 1993')).toBe('Privacy Act 2020');
    expect(successor('Domestic Violence Act 1995')).toBe('Family Violence Act 2018');
    expect(successor('Education Act 1989')).toBe('Education and Training Act 2020');
    expect(successor('Health and Safety in Employment Act 1992')).toBe('Health and Safety at Work Act 2015');
  });
});
