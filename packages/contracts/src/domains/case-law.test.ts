import { describe, expect, it } from 'vitest';
import { benchMembers } from './case-law';

describe('benchMembers', () => {
  it('titles every untitled name before a closing JJ, as law reports print a bench', () => {
    expect(benchMembers('Cooper P, French and Collins JJ')).toEqual(['Cooper P', 'French J', 'Collins J']);
    expect(benchMembers('Winkelmann CJ, Ellen France, Williams, Kós and Miller JJ')).toEqual([
      'Winkelmann CJ',
      'Ellen France J',
      'Williams J',
      'Kós J',
      'Miller J',
    ]);
    expect(benchMembers('Hammond, Chambers, O’Regan, Robertson and Ellen France JJ')).toHaveLength(5);
  });

  it('keeps names already titled, single judges, members and a full court as printed', () => {
    expect(benchMembers('Elias CJ, Keith J, Blanchard J')).toEqual(['Elias CJ', 'Keith J', 'Blanchard J']);
    expect(benchMembers('Judge B A Corkill')).toEqual(['Judge B A Corkill']);
    expect(benchMembers('ASSOCIATE JUDGE SMITH')).toEqual(['ASSOCIATE JUDGE SMITH']);
    expect(benchMembers('BREWER J')).toEqual(['BREWER J']);
    expect(benchMembers('Helen van Druten')).toEqual(['Helen van Druten']);
    expect(benchMembers('Full Court')).toEqual(['Full Court']);
    expect(benchMembers('  ')).toEqual([]);
  });
});
