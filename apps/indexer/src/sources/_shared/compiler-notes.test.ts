import { describe, expect, it } from 'vitest';
import { publicNote, publicTitle } from './compiler-notes';

describe('publicNote', () => {
  it('drops the compiler clauses of real snapshot notes and keeps what the page said', () => {
    expect(
      publicNote(
        'Opened 2021 as extension of 155 community outreach centre; CLCA membership NOT confirmed on page read.',
      ),
    ).toBe('Opened 2021 as extension of 155 community outreach centre.');
    expect(
      publicNote(
        'Founded 1970; ~80 branches. National freephone NOT recorded: only seen on a non-official page.',
      ),
    ).toBe('Founded 1970; ~80 branches.');
    expect(
      publicNote(
        'Dunedin Community Law Centre established 1980, Filleul Street (Critic column); has an 0800 number (not shown on page read).',
      ),
    ).toBe('Dunedin Community Law Centre established 1980, Filleul Street.');
    expect(
      publicNote('Presiding officer Deputy Chief Judge Caren Fox (per Te Haa Legal update c.2016).'),
    ).toBe('Presiding officer Deputy Chief Judge Caren Fox.');
  });

  it('returns null when the whole note is the compiler’s', () => {
    expect(publicNote('Amount not read.')).toBeNull();
    expect(publicNote('decision details cut off in the stored page excerpt')).toBeNull();
    expect(
      publicNote(
        'Hours differ between sources; the govt.nz page snapshot also carries a Cyclone Gabrielle banner (c. Feb 2023).',
      ),
    ).toBeNull();
    expect(publicNote(undefined)).toBeNull();
    expect(publicNote('  ')).toBeNull();
  });

  it('leaves a note with nothing of the compiler’s as written (lower-case "not" included)', () => {
    expect(publicNote('HISTORIC – superseded; incl. GST')).toBe('HISTORIC – superseded; incl. GST');
    expect(publicNote('Fees do not apply to protection orders or care and protection applications.')).toBe(
      'Fees do not apply to protection orders or care and protection applications.',
    );
  });
});

describe('publicTitle', () => {
  it('drops a compiler’s bracketed aside from a title and keeps every other bracket', () => {
    // data/moj-court-forms-fees/court-fees.jsonl, line 26, and line 23.
    expect(
      publicTitle(
        'Application (form not identified in excerpt) – lodge with Registrar of the district where land is located',
      ),
    ).toBe('Application – lodge with Registrar of the district where land is located');
    expect(publicTitle('Relationship property application (Property (Relationships) Act 1976)')).toBe(
      'Relationship property application (Property (Relationships) Act 1976)',
    );
  });
});
