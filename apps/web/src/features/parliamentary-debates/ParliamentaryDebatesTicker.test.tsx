import { ParliamentaryDebatesTickerOutputSchema } from '@aotearoa/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, callsTo, FAILS, LOADING } from '../../../test/fake-trpc';
import { renderWithApp } from '../../../test/render';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import { AuthProvider } from '../auth/AuthContext';
import { ParliamentaryDebatesTicker } from './ParliamentaryDebatesTicker';

const PROCEDURE = 'parliamentaryDebates.ticker';

/**
 * The ticker as the header holds it (under the sign-in state), with a heading beside it for `renderWithApp` to wait
 * for; signed in by its own Sign In button when `signIn`.
 */
async function renderTicker(answer: Answer<typeof PROCEDURE>, signIn = true): Promise<void> {
  await renderWithApp(
    <AuthProvider>
      <h3>Header</h3>
      <ParliamentaryDebatesTicker />
    </AuthProvider>,
    { [PROCEDURE]: answer },
  );
  if (signIn) fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
}

describe('ParliamentaryDebatesTicker: signed out, then its four states (synthetic answers)', () => {
  it('signed out: the prompt to sign in, and no request', async () => {
    await renderTicker(synthetic(ParliamentaryDebatesTickerOutputSchema), false);
    expect(await screen.findByTestId('ticker-signed-out')).toBeTruthy();
    expect(callsTo(PROCEDURE)).toEqual([]);
  });

  it('loading: says so until the answer comes, and shows no item', async () => {
    await renderTicker(LOADING);
    expect(await screen.findByTestId('ticker-loading')).toBeTruthy();
    expect(callsTo(PROCEDURE).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('ticker-item')).toBeNull();
  });

  it('records: shows the first item with its n/total counter', async () => {
    await renderTicker(synthetic(ParliamentaryDebatesTickerOutputSchema));
    expect((await screen.findByTestId('ticker-topic')).textContent).toContain('Synthetic topic 1');
    expect(screen.getByTestId('ticker-counter').textContent).toMatch(/1\s*\/\s*2/);
    expect(screen.queryByTestId('ticker-empty')).toBeNull();
    expect(screen.queryByTestId('ticker-error')).toBeNull();
  });

  it('empty: the specification\'s "not in session" line, and no item', async () => {
    await renderTicker(syntheticEmpty(ParliamentaryDebatesTickerOutputSchema));
    expect(await screen.findByTestId('ticker-empty')).toBeTruthy();
    expect(screen.queryByTestId('ticker-item')).toBeNull();
  });

  it('error: an alert, and Try again asks again', async () => {
    await renderTicker(FAILS);
    expect((await screen.findByTestId('ticker-error')).getAttribute('role')).toBe('alert');
    const before = callsTo(PROCEDURE).length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsTo(PROCEDURE).length).toBeGreaterThan(before));
  });
});
