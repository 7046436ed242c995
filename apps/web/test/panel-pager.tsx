/**
 * The pager every paged tool panel shows under a list longer than a page, checked in one call per panel test (over
 * SYNTHETIC answers that say the list holds 5 records, 2 a page):
 * - page 1 says "Showing 1–2 of 5 …", with the pager (a navigation landmark "Pagination", Previous disabled, the
 *   current page marked `aria-current`, each page button named "Page n");
 * - Next asks the API for page 2, keeps `page=2` in the URL and says "Showing 3–4 of 5 …";
 * - the last page holds the rest ("Showing 5–5 of 5 …") and disables Next;
 * - a new search or filter (`refine`) asks for page 1 again and drops the page from the URL.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type Answers, callsTo, type OutputOf, type ProcedurePath } from './fake-trpc';
import { currentSearch, renderWithApp } from './render';
import { synthetic } from './synthetic/records';

export interface PanelPagerSpec<P extends ProcedurePath> {
  Panel: ComponentType;
  /** The paged procedure. */
  procedure: P;
  /** Its output schema (a `pagedList`, or any answer with the `PageInfoSchema` fields). */
  schema: z.ZodType<OutputOf<P>>;
  /** What the panel's other procedures answer. */
  others?: Answers;
  /** What a person does before the list is asked for (open a tab, search). */
  reveal?: () => Promise<void> | void;
  /** What a person does to ask for another list (a new search or filter); the panel goes back to page 1. */
  refine: () => Promise<void> | void;
}

const TOTAL = 5;
const PAGE_SIZE = 2;

/** The synthetic answer to a request for `page`: 2 records a page of 5 (1 on page 3). */
function pageOf<P extends ProcedurePath>(spec: PanelPagerSpec<P>, page: number): OutputOf<P> {
  const items = page < 3 ? PAGE_SIZE : 1;
  const records = synthetic(spec.schema, { items }) as OutputOf<P> & object;
  return { ...records, total: TOTAL, page, pageSize: PAGE_SIZE, totalPages: Math.ceil(TOTAL / PAGE_SIZE) };
}

/** The page the panel's last request asked for (1 when it sent none). */
function lastPageAsked(procedure: ProcedurePath): number {
  const calls = callsTo(procedure);
  const input = calls[calls.length - 1]?.input as { page?: number } | undefined;
  return input?.page ?? 1;
}

function pager(): HTMLElement {
  return screen.getByRole('navigation', { name: 'Pagination' });
}

/** Four tests of the panel's pager. */
export function describePanelPager<P extends ProcedurePath>(name: string, spec: PanelPagerSpec<P>): void {
  const open = async () => {
    const answer = (input: { page?: number }) => pageOf(spec, input?.page ?? 1);
    await renderWithApp(<spec.Panel />, { ...spec.others, [spec.procedure]: answer } as Answers);
    await spec.reveal?.();
    await screen.findByRole('navigation', { name: 'Pagination' });
  };

  describe(`${name}: its pager (synthetic answers, 5 records 2 a page)`, () => {
    it('page 1: says which records it shows, with a labelled pager whose Previous is disabled', async () => {
      await open();
      expect(screen.getAllByText(/^Showing 1–2 of 5 /).length).toBeGreaterThan(0);
      const nav = pager();
      expect(within(nav).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
      const current = within(nav).getByRole('button', { name: 'Page 1' });
      expect(current.getAttribute('aria-current')).toBe('page');
      expect(within(nav).getByRole('button', { name: 'Page 3' })).toBeDefined();
      expect(lastPageAsked(spec.procedure)).toBe(1);
    });

    it('Next asks for page 2, keeps it in the URL and shows the range of page 2', async () => {
      await open();
      fireEvent.click(within(pager()).getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(lastPageAsked(spec.procedure)).toBe(2));
      expect((await screen.findAllByText(/^Showing 3–4 of 5 /)).length).toBeGreaterThan(0);
      expect(new URLSearchParams(currentSearch()).get('page')).toBe('2');
      expect(within(pager()).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
        'page',
      );
    });

    it('the last page holds the rest and disables Next', async () => {
      await open();
      fireEvent.click(within(pager()).getByRole('button', { name: 'Page 3' }));
      expect((await screen.findAllByText(/^Showing 5–5 of 5 /)).length).toBeGreaterThan(0);
      expect(within(pager()).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    });

    it('a new search or filter goes back to page 1', async () => {
      await open();
      fireEvent.click(within(pager()).getByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(lastPageAsked(spec.procedure)).toBe(2));
      await spec.refine();
      await waitFor(() => expect(lastPageAsked(spec.procedure)).toBe(1));
      await waitFor(() => expect(new URLSearchParams(currentSearch()).get('page')).toBeNull());
      expect((await screen.findAllByText(/^Showing 1–2 of 5 /)).length).toBeGreaterThan(0);
    });
  });
}
