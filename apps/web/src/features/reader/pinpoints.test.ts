import { describe, expect, it } from 'vitest';
import { pinpointHash } from './pinpoints';

describe('pinpointHash', () => {
  it('gives an Act section’s anchor, ignoring subsections and taking the first of a list', () => {
    expect(pinpointHash('legislation', 's 103(1)(a)')).toBe('s103');
    expect(pinpointHash('legislation', 'ss 14 and 73')).toBe('s14');
    expect(pinpointHash('legislation', 'sch 1')).toBe('sch1');
    expect(pinpointHash('legislation', 'pt 9')).toBeNull();
  });
  it('gives a judgment paragraph’s anchor; page pinpoints have none', () => {
    expect(pinpointHash('case_law', 'at [45]–[47]')).toBe('para-45');
    expect(pinpointHash('case_law', 'at 425–430')).toBeNull();
  });
});
