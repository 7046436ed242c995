import { describe, expect, it } from 'vitest';
import { grantStatusFilter } from './grants';

describe('grantStatusFilter', () => {
  const t = Date.UTC(2024, 6, 10) / 1000;
  const soon = t + 30 * 86_400;
  it('closed: the closing date has passed', () => {
    expect(grantStatusFilter('closed', '2024-07-10')).toEqual([`date_ts < ${t}`]);
  });
  it('closing_soon: closes today or within 30 days', () => {
    expect(grantStatusFilter('closing_soon', '2024-07-10')).toEqual([
      `date_ts >= ${t}`,
      `date_ts <= ${soon}`,
    ]);
  });
  it('open: closes later than 30 days from today', () => {
    expect(grantStatusFilter('open', '2024-07-10')).toEqual([`date_ts > ${soon}`]);
  });
  it('unknown: no dated closing date; awarded only where a source says so', () => {
    expect(grantStatusFilter('unknown', '2024-07-10')).toEqual(['date_ts IS NULL']);
    expect(grantStatusFilter('awarded', '2024-07-10')).toEqual(['status = "awarded"']);
  });
});
