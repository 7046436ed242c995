import { DEBATE_STATUSES } from '@aotearoa/contracts';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { STATUS_BADGE_COLORS, TICKER_BACKGROUND } from './status-colors';

/** The hex value of a Chakra colour token (`gray.900`, `white`). */
function hex(token: string): string {
  const colors = defaultConfig.theme?.tokens?.colors as Record<string, unknown>;
  const [name = '', shade] = token.split('.');
  const entry = (shade ? (colors[name] as Record<string, unknown>)?.[shade] : colors[name]) as
    | { value: string }
    | undefined;
  if (!entry) throw new Error(`no colour token ${token}`);
  return entry.value === 'white' ? '#ffffff' : entry.value;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (h: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(h.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe('ticker status badges', () => {
  it.each([...DEBATE_STATUSES])('%s: text AA on the badge, badge visible on the dark ticker', (status) => {
    const { bg, color } = STATUS_BADGE_COLORS[status];
    expect(contrast(hex(color), hex(bg))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(hex(bg), hex(TICKER_BACKGROUND))).toBeGreaterThanOrEqual(3);
  });
});
