import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { parseAllXmlFragments } from './pco-xml';

describe('pco-xml (real bundled XML)', () => {
  const f = parseAllXmlFragments(DATA_DIR);
  it('parses the five fragments', () =>
    expect(f.map((x) => x.kind)).toEqual(['act', 'bill', 'act', 'sop', 'act']));
  it('reads Crimes Act 1961 s 253', () => {
    const c = f[0];
    expect(c?.year).toBe(1961);
    expect(c?.number).toBe('43');
    expect(c?.content).toContain(
      '(1) A person who designs, writes, or adapts software commits an offence if—',
    );
  });
});
