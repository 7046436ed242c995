import type { AppRouter } from '@aotearoa/api/router';
import {
  DEBATES_REFRESH_MS,
  type DebateItem,
  type DebateStatus,
  type ParliamentaryDebatesTickerOutput,
} from '@aotearoa/contracts';
import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  HStack,
  IconButton,
  Progress,
  Stack,
  Text,
} from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/client';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/ExternalLink';
import { toaster } from '../../components/toaster-store';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { addSlotRecipes } from '../../theme/system';
import { useAuth } from '../auth/AuthContext';
import { updatedEveryLabel, useLiveSources } from '../sources/live-sources';
import { TICKER_NS } from './catalogue';
import { ageOf, formatViewers, yearsSince } from './format-age';
import { ChevronIcon, NextIcon, PauseIcon, PlayIcon } from './icons';
import { STATUS_BADGE_COLORS, TICKER_BACKGROUND } from './status-colors';

addSlotRecipes({ progress: progressSlotRecipe });

/** Each item shows for this long while the ticker plays, milliseconds. */
export const ROTATE_MS = 8000;
/** Progress bar update step, milliseconds. */
const TICK_MS = 200;

/** Ghost icon buttons on the ticker's dark background: light icon in every state (hover, pressed, expanded). */
const DARK_ICON_BUTTON = {
  variant: 'ghost',
  color: 'gray.50',
  _hover: { bg: 'whiteAlpha.200', color: 'white' },
  _expanded: { bg: 'whiteAlpha.300', color: 'white' },
  _pressed: { bg: 'whiteAlpha.300', color: 'white' },
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.300', outlineOffset: '1px' },
} as const;

/** The indexer's source id of the debates (Parliament's bills and Hansard records), as `GET /api/sources` lists it. */
const DEBATES_SOURCE_ID = 'parliament';

/**
 * Parliamentary debates ticker, shown above the header on every page.
 *
 * Signed out: a prompt to sign in. Signed in: fetches `parliamentaryDebates.ticker` (`GET /api/parliamentary-debates-live`;
 * refreshed every 24 hours) and rotates through the items every 8 seconds, with pause/play, next (wraps),
 * expand/collapse, a progress bar and an n/total counter. Data: real Hansard speeches from the local index (bills
 * only when it holds no speech), each linked to its official page or, failing one, named as read from a copy.
 */
export function ParliamentaryDebatesTicker() {
  const { t } = useTranslation(TICKER_NS);
  const { signedIn, signIn } = useAuth();
  const regionRef = useRef<HTMLElement>(null);
  const debatesLive = useLiveSources().find(DEBATES_SOURCE_ID);
  // Only called while signed in; refreshed every 24 hours.
  const query = useQuery(
    trpc.parliamentaryDebates.ticker.queryOptions(
      {},
      { enabled: signedIn, staleTime: DEBATES_REFRESH_MS, refetchInterval: DEBATES_REFRESH_MS, retry: false },
    ),
  );

  return (
    <Box
      as="section"
      ref={regionRef}
      tabIndex={-1}
      _focus={{ outline: 'none' }}
      aria-label={t('regionLabel')}
      bg={TICKER_BACKGROUND}
      color="gray.50"
      fontSize="sm"
      data-testid="debates-ticker"
    >
      <Container maxW="6xl" py="2">
        {signedIn ? (
          <SignedInTicker query={query} />
        ) : (
          <Flex gap="3" align="center" wrap="wrap" justify="space-between">
            <Text data-testid="ticker-signed-out">
              {t('signedOutPrompt')}{' '}
              {/* "Updated every 24 hours" only while the Parliament connector is live (its last run succeeded within
                  its period); otherwise, and always in sovereign mode, the debates are a dated snapshot. */}
              {debatesLive
                ? t('updatesLive', { schedule: updatedEveryLabel(debatesLive) })
                : t('updatesSnapshot')}
            </Text>
            <Button
              size="xs"
              variant="subtle"
              colorPalette="gray"
              onClick={() => {
                signIn();
                // The button goes with the prompt: focus goes to the ticker it opened, not to the page's body.
                requestAnimationFrame(() => regionRef.current?.focus());
              }}
            >
              {t('signIn')}
            </Button>
          </Flex>
        )}
      </Container>
    </Box>
  );
}

type DebatesQuery = UseQueryResult<ParliamentaryDebatesTickerOutput, TRPCClientErrorLike<AppRouter>>;

function SignedInTicker({ query }: { query: DebatesQuery }) {
  const { t } = useTranslation(TICKER_NS);
  const failedToastShown = useRef(false);

  useEffect(() => {
    if (query.isError && !failedToastShown.current) {
      failedToastShown.current = true;
      toaster.create({ type: 'error', title: t('failed'), description: t('failedDetail') });
    }
    if (!query.isError) failedToastShown.current = false;
  }, [query.isError, t]);

  if (query.isPending) {
    return (
      <Text role="status" data-testid="ticker-loading">
        {t('loading')}
      </Text>
    );
  }
  if (query.isError) {
    return (
      <Flex gap="3" align="center" wrap="wrap" role="alert" data-testid="ticker-error">
        <Text>{t('failed')}</Text>
        <Button size="xs" variant="subtle" colorPalette="gray" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Flex>
    );
  }
  const items = query.data.items;
  if (items.length === 0) {
    return (
      <Text role="status" data-testid="ticker-empty">
        {t('empty')}
      </Text>
    );
  }
  return <Rotator items={items} shows={query.data.shows} newestDate={query.data.newestDate} />;
}

interface RotationState {
  index: number;
  /** Time shown of the current item, milliseconds. */
  elapsed: number;
}
type RotationAction = { type: 'tick'; total: number } | { type: 'next'; total: number };

/** Pure rotation step: a tick adds TICK_MS and moves on after ROTATE_MS; next moves on at once (wrapping). */
function rotate(state: RotationState, action: RotationAction): RotationState {
  if (action.type === 'next') return { index: (state.index + 1) % action.total, elapsed: 0 };
  const elapsed = state.elapsed + TICK_MS;
  return elapsed >= ROTATE_MS
    ? { index: (state.index + 1) % action.total, elapsed: 0 }
    : { ...state, elapsed };
}

/**
 * Rotates through the items. The heading names what they are (Hansard speeches, or bills when the index holds no
 * speech) and how old the newest is.
 */
function Rotator({
  items,
  shows,
  newestDate,
}: {
  items: DebateItem[];
  shows: ParliamentaryDebatesTickerOutput['shows'];
  newestDate: string | null;
}) {
  const { t } = useTranslation(TICKER_NS);
  const [{ index, elapsed }, dispatch] = useReducer(rotate, { index: 0, elapsed: 0 });
  const [playing, setPlaying] = useState(true);
  const [expanded, setExpanded] = useState(false);
  const total = items.length;
  const safeIndex = index % total;
  const item = items[safeIndex];

  useEffect(() => {
    if (!playing) return;
    const id = setInterval(() => dispatch({ type: 'tick', total }), TICK_MS);
    return () => clearInterval(id);
  }, [playing, total]);

  const goNext = () => dispatch({ type: 'next', total });

  if (!item) return null;
  const current = safeIndex + 1;

  return (
    <Stack gap="1.5">
      <Flex gap="2" align="center" wrap="wrap">
        <Text as="span" fontWeight="semibold" minW="0" data-testid="ticker-shows" data-shows={shows}>
          {t(shows === 'speeches' ? 'headingSpeeches' : 'headingBills')}
          {newestDate ? (
            <Text as="span" fontWeight="normal" color="gray.300">
              {' '}
              · <NewestAge date={newestDate} />
            </Text>
          ) : null}
        </Text>
        <StatusBadge status={item.status} />
        <Badge colorPalette="blue" variant="subtle" data-testid="ticker-debate-type">
          {t(`debateType.${item.debateType}`)}
        </Badge>
        <HStack gap="1" ms="auto" flexShrink={0}>
          <Text
            as="span"
            aria-label={t('counterLabel', { current, total })}
            data-testid="ticker-counter"
            fontVariantNumeric="tabular-nums"
          >
            {t('counter', { current, total })}
          </Text>
          <IconButton
            size="xs"
            {...DARK_ICON_BUTTON}
            aria-label={playing ? t('pause') : t('play')}
            aria-pressed={!playing}
            onClick={() => setPlaying((p) => !p)}
            data-testid="ticker-playpause"
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </IconButton>
          <IconButton
            size="xs"
            {...DARK_ICON_BUTTON}
            aria-label={t('next')}
            onClick={goNext}
            data-testid="ticker-next"
          >
            <NextIcon />
          </IconButton>
          <IconButton
            size="xs"
            {...DARK_ICON_BUTTON}
            aria-label={expanded ? t('collapse') : t('expand')}
            aria-expanded={expanded}
            aria-controls="ticker-details"
            onClick={() => setExpanded((x) => !x)}
            data-testid="ticker-expand"
          >
            <ChevronIcon up={expanded} />
          </IconButton>
        </HStack>
      </Flex>
      <Box aria-live={playing ? 'off' : 'polite'} data-testid="ticker-item" data-item-id={item.id}>
        <Text fontWeight="medium" lineClamp={expanded ? undefined : 1} data-testid="ticker-topic">
          {item.topic}
        </Text>
        <Text color="gray.300" lineClamp={1}>
          {item.speaker ?? t('speakerUnknown')}
          {item.party ? ` (${item.party})` : ''} · <Age timestamp={item.timestamp} />
          {item.viewerCount !== undefined
            ? ` · ${t('viewers', { count: item.viewerCount, formatted: formatViewers(item.viewerCount) })}`
            : ''}
        </Text>
        <Box id="ticker-details" hidden={!expanded} mt="1">
          {item.excerpt && <Text as="blockquote">“{item.excerpt}”</Text>}
          <Text color="gray.300" mt="1">
            {item.chamber} · {t('source', { source: item.source })} (
            {t('retrieved', { date: formatDate(item.retrievedAt) || item.retrievedAt })}) ·{' '}
            {item.officialUrl ? (
              <ExternalLink href={item.officialUrl} color="blue.200">
                {t('sourceLink')}
              </ExternalLink>
            ) : (
              <>
                {t('readFromCopy')}{' '}
                <ExternalLink href={item.sourceUrl} color="blue.200">
                  {hostOf(item.sourceUrl)}
                </ExternalLink>
              </>
            )}
          </Text>
        </Box>
      </Box>
      <Progress.Root
        value={Math.round((elapsed / ROTATE_MS) * 100)}
        size="xs"
        colorPalette="blue"
        data-testid="ticker-progress"
      >
        <Progress.Track bg="gray.700" aria-label={t('progressLabel')}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

function StatusBadge({ status }: { status: DebateStatus }) {
  const { t } = useTranslation(TICKER_NS);
  const live = status === 'Live';
  return (
    <Badge
      variant="solid"
      bg={STATUS_BADGE_COLORS[status].bg}
      color={STATUS_BADGE_COLORS[status].color}
      data-testid="ticker-status"
      data-status={status}
      animation={live ? 'pulse' : undefined}
      _motionReduce={{ animation: 'none' }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

/** "newest of 19 December 2017, 8 years old": the newest item's date and, from a year on, its age in years. */
function NewestAge({ date }: { date: string }) {
  const { t } = useTranslation(TICKER_NS);
  const shown = formatDate(date) || date;
  const years = yearsSince(date, Date.now());
  return <>{years >= 1 ? t('newestAge', { date: shown, count: years }) : t('newest', { date: shown })}</>;
}

function Age({ timestamp }: { timestamp: string }) {
  const { t } = useTranslation(TICKER_NS);
  const age = ageOf(timestamp, Date.now());
  const text =
    age.kind === 'minutes'
      ? t('minutesAgo', { count: age.count })
      : age.kind === 'hours'
        ? t('hoursAgo', { count: age.count })
        : age.text;
  return <time dateTime={timestamp}>{text}</time>;
}

/** The host of an address (`github.com`), or the address itself when it is not one. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
