import { trpc } from '../../lib/trpc';
import { CourtCasesPanel } from './CourtCasesPanel';
import {
  COURT_RETRIES,
  LEGAL_AREA_OPTIONS,
  legalAreasTab,
  OFFICIAL,
  PRECEDENTIAL_NOTE,
  SIGNIFICANCE_OPTIONS,
  STALE,
} from './case-parts';

/** The specification's appeal outcomes. */
const OUTCOME_OPTIONS = ['Allowed', 'Partially allowed', 'Dismissed'].map((v) => ({ value: v, label: v }));
const LIMIT = 50;
const opts = { staleTime: STALE.appeal, retry: COURT_RETRIES };

/**
 * Case Law & Courts → Court of Appeal: decisions of the Court of Appeal from the index. Filters legal area, outcome
 * (only where the judgment states it in its own words; the badge quotes them) and significance. Tabs Search
 * Appeals, Precedential Cases (reported, listed by the court, or cited) and Legal Areas (a card sets the filter).
 */
export default function CourtOfAppealPanel() {
  return (
    <CourtCasesPanel
      title="Court of Appeal Cases"
      description="Decisions of the Court of Appeal of New Zealand."
      searchLabel="Search appeals"
      queryOptions={(input, o) => trpc.caseLaw.courtOfAppealCases.queryOptions(input, o)}
      opts={opts}
      limit={LIMIT}
      filterKeys={['legalArea', 'outcome', 'significance']}
      fields={() => [
        { key: 'legalArea', label: 'Legal area', options: LEGAL_AREA_OPTIONS },
        { key: 'outcome', label: 'Outcome', options: OUTCOME_OPTIONS },
        { key: 'significance', label: 'Significance', options: SIGNIFICANCE_OPTIONS },
      ]}
      searchTab="Search Appeals"
      second={{
        tab: 'precedential',
        label: 'Precedential Cases',
        note: PRECEDENTIAL_NOTE,
        extra: { precedential: true },
      }}
      empty={{ title: 'No appeals found', officialLink: OFFICIAL.courts }}
      error={{
        title: 'Court of Appeal Cases - Error',
        message: 'Failed to fetch Court of Appeal cases',
        officialLink: OFFICIAL.courts,
      }}
      browseTab={(facets, pick) =>
        legalAreasTab(facets?.legalAreas ?? {}, (legalArea) => pick({ legalArea }))
      }
    />
  );
}
