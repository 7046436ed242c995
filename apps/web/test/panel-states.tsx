/**
 * The four states every tool panel shows around its main query, checked in one call per panel test:
 * - loading: the skeletons (`panel-loading`) while the answer has not come, and no record;
 * - records: the SYNTHETIC records' text, no error and no empty state;
 * - empty: the panel's own empty title, no record;
 * - error: the panel's own error title in an alert, and Retry asks the API again.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import {
  type Answers,
  callsTo,
  FAILS,
  type FakeCall,
  LOADING,
  type OutputOf,
  type ProcedurePath,
} from './fake-trpc';
import { renderWithApp } from './render';

export interface PanelStatesSpec<P extends ProcedurePath> {
  /** The panel (its module's default export). */
  Panel: ComponentType;
  /** The procedure whose answer the four states show. */
  procedure: P;
  /** Its answer in the records state (synthetic). */
  records: OutputOf<P>;
  /** Its answer in the empty state. */
  empty: OutputOf<P>;
  /** What the panel's other procedures answer in every state (a procedure not listed stays loading). */
  others?: Answers;
  /** What a person does before the list is asked for (open a tab or section, search), after the first render. */
  reveal?: () => Promise<void> | void;
  /** Text of a synthetic record that the records state shows. */
  shows: string | RegExp;
  /** The panel's empty-state title. */
  emptyTitle: string | RegExp;
  /** The panel's error title. */
  errorTitle: string | RegExp;
  /** Checks of the request the panel sent (e.g. its filters), given the calls to `procedure`. */
  request?: (calls: FakeCall[]) => void;
}

/** Where a record's text counts as shown: not in a select's options (a filter may list the records' names). */
const SHOWN = { ignore: 'script, style, option' };

async function open<P extends ProcedurePath>(spec: PanelStatesSpec<P>, answer: unknown): Promise<void> {
  const { Panel } = spec;
  await renderWithApp(<Panel />, { ...spec.others, [spec.procedure]: answer } as Answers);
  await spec.reveal?.();
}

/** Four tests: the panel in its loading, records, empty and error states. */
export function describePanelStates<P extends ProcedurePath>(name: string, spec: PanelStatesSpec<P>): void {
  describe(`${name}: its four states (synthetic answers)`, () => {
    it('loading: shows skeletons until the answer comes, and no record', async () => {
      await open(spec, LOADING);
      await waitFor(() => expect(callsTo(spec.procedure).length).toBeGreaterThan(0));
      expect((await screen.findAllByTestId('panel-loading')).length).toBeGreaterThan(0);
      expect(screen.queryAllByText(spec.shows, SHOWN)).toEqual([]);
      spec.request?.(callsTo(spec.procedure));
    });

    it('records: shows the records, no empty state and no error', async () => {
      await open(spec, spec.records);
      expect((await screen.findAllByText(spec.shows, SHOWN)).length).toBeGreaterThan(0);
      expect(screen.queryAllByText(spec.emptyTitle)).toEqual([]);
      expect(screen.queryAllByText(spec.errorTitle)).toEqual([]);
    });

    it('empty: shows its empty state, and no record', async () => {
      await open(spec, spec.empty);
      const title = (await screen.findAllByText(spec.emptyTitle))[0];
      expect(title?.closest('[data-testid="panel-empty"]')).not.toBeNull();
      expect(screen.queryAllByText(spec.shows, SHOWN)).toEqual([]);
      expect(screen.queryAllByText(spec.errorTitle)).toEqual([]);
    });

    it('error: shows its error in an alert, and Retry asks again', async () => {
      await open(spec, FAILS);
      const title = (await screen.findAllByText(spec.errorTitle))[0];
      const card = title?.closest('[data-testid="panel-error"]');
      expect(card).toBeInstanceOf(HTMLElement);
      expect(card?.getAttribute('role')).toBe('alert');
      expect(screen.queryAllByText(spec.shows, SHOWN)).toEqual([]);
      const before = callsTo(spec.procedure).length;
      fireEvent.click(within(card as HTMLElement).getByRole('button'));
      await waitFor(() => expect(callsTo(spec.procedure).length).toBeGreaterThan(before));
    });
  });
}
