import { CitationsOutputSchema } from '@aotearoa/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, callsTo, FAILS, LOADING } from '../../../test/fake-trpc';
import { renderWithApp } from '../../../test/render';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import { CitatorPanel } from './CitatorPanel';

const PROCEDURE = 'documents.citations';

/** The reader page's citator of a synthetic Act, its heading (h2) waited for. */
async function renderCitator(answer: Answer<typeof PROCEDURE>): Promise<void> {
  await renderWithApp(
    <CitatorPanel docId="synthetic-act" docType="legislation" />,
    { [PROCEDURE]: answer },
    '/',
    2,
  );
}

describe('CitatorPanel: its four states (synthetic answers)', () => {
  it('loading: says so, and lists nothing', async () => {
    await renderCitator(LOADING);
    expect(await screen.findByText('Loading citations…')).toBeTruthy();
    expect(callsTo(PROCEDURE)[0]?.input).toMatchObject({ id: 'synthetic-act', page: 1 });
    expect(screen.queryByTestId('cites')).toBeNull();
  });

  it('records: what it cites and what cites it, each a link', async () => {
    // One entry a list: the generator numbers the pinpoints of every entry alike, which would repeat a key.
    await renderCitator(synthetic(CitationsOutputSchema, { items: 1 }));
    const cites = await screen.findByTestId('cites');
    expect(within(cites).getAllByRole('link').length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('cited-by')).getAllByRole('link').length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('empty: both lists say none was found', async () => {
    await renderCitator(syntheticEmpty(CitationsOutputSchema));
    expect(await screen.findByText('No document held here cites it.')).toBeTruthy();
    expect(screen.getByText('No citation of another document held here was found in its text.')).toBeTruthy();
  });

  it('error: an alert saying the citator could not be loaded', async () => {
    await renderCitator(FAILS);
    expect((await screen.findByRole('alert')).textContent).toMatch(/The citator could not be loaded/);
    expect(screen.queryByTestId('cites')).toBeNull();
  });
});
