import { describe, expect, it } from 'vitest';
import { asksHowToCite } from './SiteHelpAnswer';

describe('asksHowToCite', () => {
  it('answers the questions about citing the law with the site’s citation help', () => {
    for (const q of [
      'legal citation guide',
      'how do I cite a case',
      'NZ law style guide',
      'citing legislation',
    ])
      expect(asksHowToCite(q), q).toBe(true);
  });

  it('leaves citations themselves and other searches to the search', () => {
    for (const q of ['[2017] NZHC 3297', 'being fired', 'excitation', 'recitation of facts'])
      expect(asksHowToCite(q), q).toBe(false);
  });
});
