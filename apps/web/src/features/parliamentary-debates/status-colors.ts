import type { DebateStatus } from '@aotearoa/contracts';

/**
 * The ticker's status badge colours (Chakra colour tokens), chosen for its dark background (`gray.900`): the text
 * meets WCAG AA against the badge (4.5:1) and the badge stands out from the ticker (3:1), so a grey "Archived" badge
 * is a visible light-grey pill with dark text, not dark grey on dark grey. Live pulses red, Recent is orange, the
 * others grey (the spec's colours).
 */
export const TICKER_BACKGROUND = 'gray.900';

export const STATUS_BADGE_COLORS: Record<DebateStatus, { bg: string; color: string }> = {
  Live: { bg: 'red.600', color: 'white' },
  Recent: { bg: 'orange.200', color: 'gray.900' },
  'In progress': { bg: 'gray.200', color: 'gray.900' },
  Completed: { bg: 'gray.200', color: 'gray.900' },
  Archived: { bg: 'gray.200', color: 'gray.900' },
};
