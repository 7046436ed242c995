import { CASE_TYPES } from '@aotearoa/contracts';
import { trpc } from '../../lib/trpc';
import { CourtCasesPanel } from './CourtCasesPanel';
import { COURT_RETRIES, choicesTab, OFFICIAL, registryFields, STALE } from './case-parts';

const LIMIT = 50;
const opts = { staleTime: STALE.district, retry: COURT_RETRIES };
/** District Courts hear no judicial reviews: the other case types. */
const DC_TYPES = CASE_TYPES.filter((t) => t !== 'Judicial Review');

/**
 * Case Law & Courts → District Court: decisions of the District Court and its Family and Youth Courts from the
 * index (most are listing metadata; each card says so). Tabs Search Cases and Browse by Type (a type card sets the
 * case type filter and opens the search).
 */
export default function DistrictCourtPanel() {
  return (
    <CourtCasesPanel
      title="District Court Cases"
      description="Decisions of the District Court of New Zealand, with its Family and Youth Courts."
      searchLabel="Search District Court cases"
      queryOptions={(input, o) => trpc.caseLaw.districtCourtCases.queryOptions(input, o)}
      opts={opts}
      limit={LIMIT}
      filterKeys={['location', 'caseType', 'legalArea']}
      fields={(facets) => registryFields(facets, DC_TYPES)}
      searchTab="Search Cases"
      showCourt
      empty={{ title: 'No cases found', officialLink: OFFICIAL.district }}
      error={{
        title: 'District Court Cases - Error',
        message: 'Failed to fetch District Court cases',
        officialLink: OFFICIAL.district,
      }}
      browseTab={(facets, pick) =>
        choicesTab(
          {
            value: 'types',
            label: 'Browse by Type',
            note: 'Case types are read from the court, case name, file number and listing by documented rules (administrative matters have no such rule); decisions no rule classifies are in no type.',
          },
          {
            items: DC_TYPES.map((t) => ({ value: t, label: t, count: facets?.caseTypes[t] ?? 0 })),
            emptyText: 'No case types are recorded.',
            onPick: (caseType) => pick({ caseType }),
          },
        )
      }
    />
  );
}
