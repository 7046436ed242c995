import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A list of cards that scrolls within the specification's maximum height (24rem). It is a labelled region reachable by
 * Tab, so keyboard users can scroll it too.
 */
export function ScrollList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      role="region"
      aria-label={label}
      tabIndex={0}
      gap="2"
      maxH="24rem"
      overflowY="auto"
      pe="1"
      data-testid="scroll-list"
    >
      {children}
    </Stack>
  );
}
