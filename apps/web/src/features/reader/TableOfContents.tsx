import type { TocEntry } from '@aotearoa/contracts';
import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { type KeyboardEvent, useRef, useState } from 'react';
import { contentsSummary, headingAfterPinpoint } from './pinpoints';

/** Keys that move focus within the contents, and where to (from index `i` of `n` entries). */
const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowDown: (i, n) => Math.min(n - 1, i + 1),
  ArrowUp: (i) => Math.max(0, i - 1),
  PageDown: (i, n) => Math.min(n - 1, i + 10),
  PageUp: (i) => Math.max(0, i - 10),
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * An Act's contents: every section (pinpoint and heading) under its Part, each a link to `#<anchor>` on this page.
 * Scrolls within the viewport height on wide screens.
 *
 * Keyboard: the contents are one stop in the Tab order (a large Act has hundreds of sections); the arrow keys move
 * between sections, Page Up / Page Down by ten, Home / End to the first and last, and Enter opens the section
 * (the text then takes the focus). The stop is the section the page is open at, else the first.
 */
export function TableOfContents(props: { toc: TocEntry[]; docId: string; query: string; anchor?: string }) {
  const list = useRef<HTMLDivElement>(null);
  const initial = Math.max(
    0,
    props.toc.findIndex((t) => t.anchor === props.anchor),
  );
  const [active, setActive] = useState(initial);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const move = MOVES[e.key];
    if (!move) return;
    e.preventDefault();
    const next = move(active, props.toc.length);
    setActive(next);
    list.current?.querySelectorAll<HTMLAnchorElement>('a[data-toc-link]')[next]?.focus();
  };
  let part: string | null = null;
  return (
    <Box
      as="nav"
      aria-label="Contents"
      position={{ lg: 'sticky' }}
      top="4"
      maxH={{ base: '24rem', lg: 'calc(100vh - 2rem)' }}
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      className="no-print"
    >
      <Heading as="h2" size="sm" mb="1">
        Contents
      </Heading>
      <Text id="toc-keys" fontSize="xs" color="fg.muted" mb="2">
        {contentsSummary(props.toc.map((e) => e.pinpoint ?? ''))}. Arrow keys move between them; Enter opens
        one.
      </Text>
      <Box
        as="ol"
        ref={list}
        listStyleType="none"
        fontSize="sm"
        onKeyDown={onKeyDown}
        data-roving-focus=""
        aria-describedby="toc-keys"
      >
        {props.toc.map((t, i) => {
          const newPart = t.part && t.part !== part ? t.part : null;
          if (newPart) part = newPart;
          return (
            <li key={t.anchor}>
              {newPart && (
                <Box fontWeight="semibold" mt="2" mb="1">
                  {newPart}
                </Box>
              )}
              <Link asChild color={t.repealed ? 'fg.muted' : undefined}>
                <RouterLink
                  to="/documents/$id"
                  params={{ id: props.docId }}
                  search={props.query ? { q: props.query } : {}}
                  hash={t.anchor}
                  data-toc-link=""
                  tabIndex={i === active ? 0 : -1}
                  onFocus={() => setActive(i)}
                >
                  {t.pinpoint ? `${t.pinpoint} ` : ''}
                  {headingAfterPinpoint(t.pinpoint, t.heading)}
                  {t.repealed ? ' [Repealed]' : ''}
                </RouterLink>
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
