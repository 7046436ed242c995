import { Text } from '@chakra-ui/react';
import { type ShownPage, showingLine } from './showing-line';

/**
 * The count line above one page of a list: "Showing 51–100 of 2,050 decisions" (see `showingLine`), muted, with
 * `testId` (default `showing-count`) for the tests.
 */
export function ShowingCount(props: ShownPage & { noun: string; nounOne?: string; testId?: string }) {
  const { testId = 'showing-count', ...line } = props;
  return (
    <Text fontSize="sm" color="fg.muted" mb="2" data-testid={testId}>
      {showingLine(line)}
    </Text>
  );
}
