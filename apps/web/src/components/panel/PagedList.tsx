import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PanelPagination } from './PanelPagination';
import { ShowingCount } from './ShowingCount';

/** Where a paged answer stands: its page (from 1), page size, total records and pages (the API's page fields). */
export interface PageOf {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/**
 * One page of a paged list: the count line above it ("Showing 51–100 of 306 ministries", `ShowingCount`), the
 * records (`children`, `shown` of them), and the pager below it (`PanelPagination`, shown from two pages on).
 * `noun` names the records, `nounOne` one of them; `countTestId` is the count line's test id.
 */
export function PagedList(props: {
  data: PageOf;
  shown: number;
  noun: string;
  nounOne?: string;
  countTestId?: string;
  onPageChange: (page: number) => void;
  children: ReactNode;
}) {
  const { data, noun } = props;
  return (
    <Stack gap="2">
      <ShowingCount
        page={data.page}
        pageSize={data.pageSize}
        shown={props.shown}
        total={data.total}
        noun={noun}
        nounOne={props.nounOne}
        testId={props.countTestId}
      />
      {props.children}
      <PanelPagination
        page={data.page}
        totalPages={data.totalPages}
        total={data.total}
        noun={noun}
        onPageChange={props.onPageChange}
      />
    </Stack>
  );
}
