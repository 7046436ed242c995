import { SearchOutputSchema } from '@aotearoa/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answers, FAILS } from '../../../test/fake-trpc';
import { renderWithApp, searchFor } from '../../../test/render';
import { syntheticWith } from '../../../test/synthetic/records';
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

  it('says which misspelt words it searched as what (SYNTHETIC answer)', async () => {
    const corrected = {
      search: syntheticWith(SearchOutputSchema, (d) => ({
        ...d,
        spellingCorrections: [{ typed: 'landlrod', searched: 'landlord' }],
      })),
    } as unknown as Answers;
    await renderWithApp(<InlineSearch />, corrected, '/', 2);
    searchFor('Describe your situation or type a legal term', 'landlrod bond');
    const note =
      'Spelling corrected: “landlrod” searched as “landlord”. Put a word in double quotes to search it as typed.';
    expect((await screen.findByTestId('inline-spelling')).textContent).toBe(note);
    // Said to a screen reader with the count, as the results come in.
    expect(screen.getByTestId('inline-status').textContent).toBe(`Showing all 2 documents. ${note}`);
  });
});
