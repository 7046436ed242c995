import { Alert, Box, Button, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { alertSlotRecipe, skeletonRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { addRecipes, addSlotRecipes } from '../../theme/system';
import { ExternalLink } from '../ExternalLink';

addSlotRecipes({ alert: alertSlotRecipe });
addRecipes({ skeleton: skeletonRecipe });

/** The empty state of a panel, in the specification's words, with the official site to try instead. */
export interface EmptyState {
  /** e.g. 'No Councils Found'. */
  title: string;
  description?: string;
  /** Where a person can look instead (the official site), shown as a link. */
  officialLink?: { label: string; href: string };
}

/** The error card of a panel, in the specification's words (e.g. 'Recent Cases - Error'). */
export interface ErrorState {
  title: string;
  message: string;
  /** Label of the retry button (default 'Retry'). */
  retryLabel?: string;
  officialLink?: { label: string; href: string };
}

/** The parts of a TanStack Query result the states need (any error type). */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** True when the data holds nothing to show. */
  isEmpty: (data: T) => boolean;
  empty: EmptyState;
  error: ErrorState;
  /** Skeleton rows while loading (default 3). */
  skeletonRows?: number;
  /** Text read while loading (e.g. 'Loading documents...'); shown under the skeletons. */
  loadingText?: string;
  children: (data: T) => ReactNode;
}

/**
 * The three states every tool panel shares around one query: loading skeletons, an error card with Retry, and the
 * empty state with the official link; otherwise renders `children(data)`. Texts come from the caller (the specification's
 * messages), so each panel says exactly what the spec says. The loading and empty states sit in a polite live
 * region that stays on the page (with a hidden "Results loaded" once data has come), so a screen reader hears
 * "Loading…", "No cases found" or that results came without moving there; the error card is an alert of its own.
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query } = props;
  const failed = query.isError || (!query.isPending && query.data === undefined);
  const hasData = !query.isPending && !failed && query.data !== undefined && !props.isEmpty(query.data);
  return (
    <>
      <Box aria-live="polite" data-testid="panel-status">
        {failed ? null : hasData ? (
          <VisuallyHidden>Results loaded</VisuallyHidden>
        ) : (
          <QueryStateView {...props} />
        )}
      </Box>
      {failed || hasData ? <QueryStateView {...props} /> : null}
    </>
  );
}

function QueryStateView<T>(props: QueryStateProps<T>) {
  const { query, empty, error } = props;
  if (query.isPending) {
    return (
      <Stack gap="3" data-testid="panel-loading">
        {Array.from({ length: props.skeletonRows ?? 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} height="16" borderRadius="md" />
        ))}
        {props.loadingText && (
          <Text fontSize="sm" color="fg.muted">
            {props.loadingText}
          </Text>
        )}
      </Stack>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      // Chakra's Alert is a plain div: the role makes a screen reader say the failure (it is outside the live region).
      <Alert.Root status="error" role="alert" data-testid="panel-error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{error.title}</Alert.Title>
          <Alert.Description>
            {error.message}
            {error.officialLink && (
              <>
                {' '}
                <ExternalLink href={error.officialLink.href}>{error.officialLink.label}</ExternalLink>
              </>
            )}
          </Alert.Description>
          <Box mt="2">
            <Button
              size="sm"
              variant="outline"
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {error.retryLabel ?? 'Retry'}
            </Button>
          </Box>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (props.isEmpty(query.data)) {
    return (
      <Box borderWidth="1px" borderRadius="md" p="6" textAlign="center" data-testid="panel-empty">
        <Text fontWeight="semibold">{empty.title}</Text>
        {empty.description && <Text color="fg.muted">{empty.description}</Text>}
        {empty.officialLink && (
          <ExternalLink href={empty.officialLink.href} colorPalette="blue" mt="2" display="inline-block">
            {empty.officialLink.label}
          </ExternalLink>
        )}
      </Box>
    );
  }
  return <>{props.children(query.data)}</>;
}
