import { type LegalStatement, LegalStatementSchema } from '@aotearoa/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { synthetic } from '../../../test/synthetic/records';
import { Statement } from './parts';

/**
 * A synthetic statement checked against a text of `versionAsAt`, an older reprint or not (its pinpoint written here:
 * the generator cannot guess the pinpoint pattern).
 */
const statement = (olderReprint: boolean, versionAsAt: string | null) => {
  const s = synthetic(LegalStatementSchema.omit({ source: true }));
  return LegalStatementSchema.parse({
    ...s,
    source: { act: 'Synthetic Act', section: 's 1', searchQuery: 'Synthetic Act s 1' },
    checkedAt: '2026-12-02',
    checkedAgainst: { ...s.checkedAgainst, olderReprint, versionAsAt },
  });
};

/** The statement under a heading, as the answer card shows it (renderWithApp waits for the heading). */
const show = (s: LegalStatement) =>
  renderWithApp(
    <section>
      <h3>Synthetic answer</h3>
      <Statement s={s} />
    </section>,
  );

describe('Statement', () => {
  it('says the version it was checked against and links the provision’s official page', async () => {
    const s = statement(false, '2025-11-13');
    await show(s);
    const checked = screen.getByTestId('statement-checked');
    expect(checked.textContent).toBe('checked 2 December 2026 against the version as at 13 November 2025');
    expect(checked.querySelector('a')?.getAttribute('href')).toBe(s.checkedAgainst.provisions[0]?.url);
  });

  it('says plainly when the text compared is an older reprint, the newest held', async () => {
    await show(statement(true, '2014-07-15'));
    expect(screen.getByTestId('statement-checked').textContent).toBe(
      'checked 2 December 2026 against the reprint as at 15 July 2014, the newest text held here: the Act may have been amended since',
    );
  });

  it('gives the date it was checked alone when the text shows no version date', async () => {
    await show(statement(true, null));
    expect(screen.getByTestId('statement-checked').textContent).toBe('checked 2 December 2026');
  });
});
