import type { TocEntry } from '@aotearoa/contracts';
import { Box, Heading, Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';

/**
 * An Act's contents: every section (pinpoint and heading) under its Part, each a link to `#<anchor>` on this page.
 * Scrolls within the viewport height on wide screens.
 */
export function TableOfContents(props: { toc: TocEntry[]; docId: string; query: string }) {
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
      <Heading as="h2" size="sm" mb="2">
        Contents
      </Heading>
      <Box as="ol" listStyleType="none" fontSize="sm">
        {props.toc.map((t) => {
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
                >
                  {t.pinpoint ? `${t.pinpoint} ` : ''}
                  {t.heading}
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
