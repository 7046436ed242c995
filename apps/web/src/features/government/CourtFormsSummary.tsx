import type { CourtFormsOutput } from '@aotearoa/contracts';
import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from '../../components/ExternalLink';
import { formatNumber } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { formatSourceDate } from './dates';

/** The Ministry of Justice's forms page: the current forms and fees. */
export const MOJ_FORMS_PAGE = 'https://www.justice.govt.nz/about/forms/';
/** How long the court forms answer is kept (it changes only with a rebuild of the index). */
const STALE_MS = 24 * 60 * 60_000;

/** What the court forms answer holds: counts, the fees' as-at range and the snapshot date. */
export function courtFormsFacts(d: CourtFormsOutput) {
  const forms = Object.values(d.forms).flat();
  const asAt = d.fees.map((f) => f.asAt).filter((a): a is string => a !== null);
  asAt.sort();
  const retrieved = [...forms, ...d.fees].map((r) => r.retrievedAt).sort();
  return {
    forms: forms.length,
    fees: d.fees.length,
    historicFees: d.fees.filter((f) => f.historic).length,
    feesFrom: asAt[0] ?? null,
    feesTo: asAt.at(-1) ?? null,
    retrievedAt: retrieved.at(-1) ?? null,
  };
}

/**
 * The one sentence /help, /documents and the Court Forms tool all say about the court forms and fees held, from the
 * same answer (`GET /api/court-forms`): how many forms and fees, the snapshot's date, the fees' as-at dates, and
 * where the current forms and fees are. While it loads or fails, only the official page is named.
 */
export function CourtFormsSummary() {
  const q = useQuery({ ...trpc.government.courtForms.queryOptions({}), staleTime: STALE_MS });
  const official = (
    <ExternalLink href={MOJ_FORMS_PAGE} colorPalette="blue">
      Ministry of Justice forms page
    </ExternalLink>
  );
  if (!q.data) {
    return (
      <Text fontSize="sm" data-testid="court-forms-summary">
        Current court forms and fees: {official}.
      </Text>
    );
  }
  const f = courtFormsFacts(q.data);
  if (f.forms === 0 && f.fees === 0) {
    return (
      <Text fontSize="sm" data-testid="court-forms-summary">
        No court forms or fees are held here. Current court forms and fees: {official}.
      </Text>
    );
  }
  return (
    <Text fontSize="sm" data-testid="court-forms-summary">
      Held here: {formatNumber(f.forms)} court form {f.forms === 1 ? 'record' : 'records'} and{' '}
      {formatNumber(f.fees)} court {f.fees === 1 ? 'fee' : 'fees'}, from a dated snapshot
      {f.retrievedAt ? ` compiled ${formatSourceDate(f.retrievedAt)}` : ''}.
      {f.feesFrom && f.feesTo
        ? ` Fees as at ${formatSourceDate(f.feesFrom)} to ${formatSourceDate(f.feesTo)}${
            f.historicFees === f.fees ? ', every one historic' : ''
          }: each is shown with the date it applied from.`
        : ''}{' '}
      Current court forms and fees: {official}.
    </Text>
  );
}
