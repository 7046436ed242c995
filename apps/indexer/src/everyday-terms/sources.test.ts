import { describe, expect, it } from 'vitest';
import { readDefinitions } from './sources';

describe('readDefinitions', () => {
  it('reads each defined term with the paragraphs under it', () => {
    const text = [
      'In this Act, unless the context otherwise requires,—',
      'employer means a person employing any employee',
      'personal grievance means any grievance that an employee may have against the employee’s employer because of a claim—',
      '(a) that the employee has been unjustifiably dismissed; or',
    ].join('\n');
    const defs = readDefinitions('Employment Relations Act 2000', 's 5', text);
    expect(defs.map((d) => d.term)).toEqual(['employer', 'personal grievance']);
    expect(defs[1]?.text).toContain('unjustifiably dismissed');
  });
});
