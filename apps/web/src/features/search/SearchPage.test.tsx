import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answers, callsTo, FAILS, type ProcedurePath } from '../../../test/fake-trpc';
import { renderWithApp } from '../../../test/render';
import { SearchPage } from './SearchPage';

// The root-level `search` procedure has no `<domain>.<name>` path, which `Answers` and `callsTo` spell.
const failing = { search: FAILS } as unknown as Answers;
const SEARCH = 'search' as ProcedurePath;

describe('SearchPage', () => {
  it('error: a failed search is an alert, and Try again asks the API again', async () => {
    await renderWithApp(<SearchPage from="/search" />, failing, '/search?query=tax', 1);
    const card = await screen.findByTestId('search-error');
    expect(card.getAttribute('role')).toBe('alert');
    expect(within(card).getByText(/Failed to fetch search results/)).toBeTruthy();
    const before = callsTo(SEARCH).length;
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsTo(SEARCH).length).toBeGreaterThan(before));
  });
});
