import { Text } from '@chakra-ui/react';

/**
 * Said on a card whose record has no official page known from the data: no link is made up, and the copy the record
 * was read from stays on its source line, never its main link.
 */
export function NoOfficialLink(props: { what?: string }) {
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="no-official-link">
      No official page known for this {props.what ?? 'record'}
    </Text>
  );
}
