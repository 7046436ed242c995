import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actIdFromNumber, actWholeUrl, pinpointOf, readActSections } from './sections';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const GOLDEN = join(FIXTURES, 'golden.json');

describe('readActSections (real fixture)', () => {
  const parsed = Object.fromEntries(readActSections(FIXTURES));

  it('matches the golden parse', () => {
    if (process.env.UPDATE_GOLDEN) writeFileSync(GOLDEN, `${JSON.stringify(parsed, null, 2)}\n`);
    expect(parsed).toEqual(JSON.parse(readFileSync(GOLDEN, 'utf8')));
  });

  it('prefers the newer snapshot for an Act both hold, keeping its own as-at date', () => {
    const era = parsed['act-2000-24'] ?? [];
    expect(era.map((s) => s.pinpoint)).toEqual(['s 103', 's 114']);
    expect(era.every((s) => s.snapshot === 'current-2017-2026' && s.asAt === '2025-11-13')).toBe(true);
    expect(era[1]?.url).toMatch(
      /^https:\/\/www\.legislation\.govt\.nz\/act\/public\/2000\/0024\/latest\/DLM\w+\.html$/,
    );
  });

  it('keeps the 2009–2014 reprint for the other Acts, with the anchor link and repeal flag', () => {
    const bail = parsed['act-2000-38'] ?? [];
    expect(bail.map((s) => s.pinpoint)).toEqual(['s 1', 's 7', 's 17']);
    expect(bail[2]?.repealed).toBe(true);
    expect(bail[1]?.asAt).toBe('2013-10-23');
    expect(bail[1]?.url).toMatch(/\/act\/public\/2000\/0038\/latest\/DLM\d+\.html$/);
    expect(parsed['act-1983-143']?.map((s) => s.heading)).toHaveLength(2);
  });
});

describe('helpers', () => {
  it('derives ids, links and pinpoints', () => {
    expect(actIdFromNumber('2000 No 24')).toBe('act-2000-24');
    expect(actIdFromNumber('Public Act 2000')).toBeNull();
    expect(actWholeUrl('2000 No 24')).toBe(
      'https://www.legislation.govt.nz/act/public/2000/0024/latest/whole.html',
    );
    expect(pinpointOf('103', 'section')).toBe('s 103');
    expect(pinpointOf('30A (occurrence 2)', 'section')).toBe('s 30A');
    expect(pinpointOf('Schedule 1AA', 'schedule')).toBe('sch 1AA');
    expect(pinpointOf('long title', 'long_title')).toBe('long title');
  });
});
