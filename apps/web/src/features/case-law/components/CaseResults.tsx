import type { Case, CaseListOutput } from '@aotearoa/contracts';
import type { MouseEvent } from 'react';
import {
  type EmptyState,
  type ErrorState,
  PanelPagination,
  QueryState,
  ShowingCount,
} from '../../../components/panel';
import { CardGrid } from '../../../components/panel/CardGrid';
import type { QueryLike } from '../../../components/panel/QueryState';
import { CaseCard, type CaseCardVariant } from './CaseCard';

/** How the cards of a list are drawn: the panel's card variant and its options (see `CaseCard`). */
export interface CaseCardOptions {
  variant?: CaseCardVariant;
  showCourt?: boolean;
  summaryMax?: number;
  onOpen?: (e: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The cards of a list, two columns from lg, in a region named "Decisions" that scrolls within 24rem (the panels'
 * common list height).
 */
export function CaseGrid(props: { cases: readonly Case[] } & CaseCardOptions) {
  const { cases, ...card } = props;
  return (
    <CardGrid label="Decisions" from="lg">
      {cases.map((c) => (
        <CaseCard key={c.id} c={c} {...card} />
      ))}
    </CardGrid>
  );
}

/**
 * What a search of a decisions list reads, shown under its search box: most decisions are held as their name,
 * citation, court and a summary or excerpt, not their full text, so a miss is not "no such case".
 */
export const CASE_SEARCH_HINT =
  'Searches each decision’s name, citation, court and the summary, catchwords or text excerpt held. Most full texts are not held here: a decision not found may still exist.';

/**
 * The loading, error and empty states around one case-list query (any procedure returning `CaseListOutput`), then
 * the count line ("Showing 51–100 of 209 decisions" on page 2 of 50 a page, left out with `count={false}`), the cards and, with
 * `onPageChange`, the pagination bar.
 */
export function CaseResults(
  props: {
    query: QueryLike<CaseListOutput>;
    empty: EmptyState;
    error: ErrorState;
    noun?: string;
    count?: boolean;
    skeletonRows?: number;
    loadingText?: string;
    /** Shows the pagination bar under a list of more than one page; called with the page asked for. */
    onPageChange?: (page: number) => void;
  } & CaseCardOptions,
) {
  const { query, empty, error, noun, count = true, skeletonRows, loadingText, onPageChange, ...card } = props;
  return (
    <QueryState
      query={query}
      isEmpty={(d) => d.cases.length === 0}
      empty={empty}
      error={error}
      skeletonRows={skeletonRows}
      loadingText={loadingText ?? 'Loading decisions...'}
    >
      {(d) => (
        <>
          {count && (
            <ShowingCount
              page={d.page}
              pageSize={d.pageSize}
              shown={d.cases.length}
              total={d.total}
              noun={noun ?? 'decisions'}
              nounOne={noun ? undefined : 'decision'}
              testId="case-count"
            />
          )}
          <CaseGrid cases={d.cases} {...card} />
          {onPageChange && (
            <PanelPagination
              page={d.page}
              totalPages={d.totalPages}
              total={d.total}
              noun={noun ?? 'decisions'}
              onPageChange={onPageChange}
            />
          )}
        </>
      )}
    </QueryState>
  );
}
