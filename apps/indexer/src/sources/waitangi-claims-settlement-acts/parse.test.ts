import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { waitangiClaimsSettlementActs } from '.';
import { parseSettlementActClaims, provisionOf, sourceLineUrl } from './parse';

describe('waitangi-claims-settlement-acts', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(waitangiClaimsSettlementActs, import.meta.dirname);
  });

  it('reads all 537 rows (460 Wai numbers, 33 Acts), never storing a title that is not display-safe', () => {
    const records = parseSettlementActClaims(DATA_DIR);
    expect(records).toHaveLength(537);
    expect(new Set(records.map((r) => r.fields.wai)).size).toBe(460);
    expect(new Set(records.map((r) => r.fields.act)).size).toBe(33);
    const withheld = records.filter((r) => r.fields.titleWithheld);
    expect(withheld).toHaveLength(151);
    for (const r of withheld) expect(r.title).toBe(r.fields.wai);
    // The spot-check of the PROVENANCE: Wai 254 in the Raukawa Act, s 14.
    const wai254 = records.find(
      (r) => r.fields.wai === 'Wai 254' && String(r.fields.act).startsWith('Raukawa'),
    );
    expect(wai254).toMatchObject({
      title: 'Ngāti Mōtai lands claim',
      asAt: '2014-05-20',
      fields: { provision: 's 14 Meaning of historical claims' },
    });
    expect(wai254?.sourceUrl).toMatch(/^https:\/\/github\.com\/wombleton\/gitlaw-nz\/blob\/1df61d6a.*#L854$/);
  });

  it('words the provision as the Act heads it', () => {
    expect(
      provisionOf({ act_section: '2', act_section_heading: 'Historical claims', act_schedule_part: null }),
    ).toBe('2 Historical claims');
    expect(
      provisionOf({
        act_section: 'Schedule 1',
        act_section_heading: 'Hapū of Tūhoe',
        act_schedule_part: 'Part 2: x',
      }),
    ).toBe('Schedule 1 Hapū of Tūhoe (Part 2: x)');
    expect(provisionOf({ act_section: null, act_section_heading: null, act_schedule_part: null })).toBeNull();
  });

  it('links the Act line with the path encoded', () => {
    expect(
      sourceLineUrl({
        source_repo: 'o/r',
        source_commit: 'abc',
        source_path: 'acts/N/Ngāti Awa Act.md',
        source_line: 3,
      }),
    ).toBe('https://github.com/o/r/blob/abc/acts/N/Ng%C4%81ti%20Awa%20Act.md#L3');
  });
});
