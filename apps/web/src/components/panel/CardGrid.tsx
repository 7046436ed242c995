import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ScrollList } from './ScrollList';

/**
 * A panel's cards in a `ScrollList` named `label` (scrolling within 24rem): one column on a phone, two from the
 * `from` breakpoint (md unless given; lg for the wider case cards).
 */
export function CardGrid(props: { label: string; from?: 'md' | 'lg'; children: ReactNode }) {
  return (
    <ScrollList label={props.label}>
      <SimpleGrid columns={{ base: 1, [props.from ?? 'md']: 2 }} gap="3">
        {props.children}
      </SimpleGrid>
    </ScrollList>
  );
}
