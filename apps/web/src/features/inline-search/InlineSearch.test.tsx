import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answers, FAILS } from '../../../test/fake-trpc';
import { renderWithApp, searchFor } from '../../../test/render';
import { InlineSearch } from './InlineSearch';

// The root-level `search` procedure has no `<domain>.<name>` path, which `Answers` spells.
const failing = { search: FAILS } as unknown as Answers;

describe('InlineSearch', () => {
  it('error: a failed search is an alert, said once (not again by the status line)', async () => {
    await renderWithApp(<InlineSearch />, failing, '/', 2);
    searchFor('Describe your situation or type a legal term', 'tax');
    const card = await screen.findByTestId('inline-error');
    expect(card.getAttribute('role')).toBe('alert');
    expect(within(card).getByText(/the search service could not be reached/)).toBeTruthy();
    expect(screen.getByTestId('inline-status').textContent).toBe('');
  });
});
