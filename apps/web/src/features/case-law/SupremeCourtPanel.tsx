import { trpc } from '../../lib/trpc';
import { CourtCasesPanel } from './CourtCasesPanel';
import {
  COURT_RETRIES,
  LEGAL_AREA_OPTIONS,
  legalAreasTab,
  OFFICIAL,
  SIGNIFICANCE_OPTIONS,
  STALE,
} from './case-parts';

const LIMIT = 30;
const opts = { staleTime: STALE.supreme, retry: COURT_RETRIES };

/**
 * Case Law & Courts → Supreme Court: decisions of the Supreme Court from the index. Tabs Search Cases, Landmark
 * Cases (significance high, with how it was decided) and Legal Areas (a card sets the legal area filter). The Year
 * select lists the years the index holds decisions for and is sent with the search.
 */
export default function SupremeCourtPanel() {
  return (
    <CourtCasesPanel
      title="Supreme Court Cases"
      description="Decisions of the Supreme Court of New Zealand, the final court of appeal."
      searchLabel="Search Supreme Court cases"
      queryOptions={(input, o) => trpc.caseLaw.supremeCourtCases.queryOptions(input, o)}
      opts={opts}
      limit={LIMIT}
      filterKeys={['legalArea', 'significance', 'year']}
      fields={(facets) => [
        { key: 'legalArea', label: 'Legal area', options: LEGAL_AREA_OPTIONS },
        { key: 'significance', label: 'Significance', options: SIGNIFICANCE_OPTIONS },
        {
          key: 'year',
          label: 'Year',
          allLabel: 'All years',
          options: Object.keys(facets?.years ?? {})
            .sort((a, b) => b.localeCompare(a))
            .map((y) => ({ value: y, label: y })),
        },
      ]}
      searchTab="Search Cases"
      second={{
        tab: 'landmark',
        label: 'Landmark Cases',
        note: 'Decisions of high significance: reported in the New Zealand Law Reports or listed by the court as of public interest. Each badge says how it was decided.',
        extra: { significance: 'high' },
      }}
      empty={{ title: 'No cases found', officialLink: OFFICIAL.courts }}
      error={{
        title: 'Supreme Court Cases - Error',
        message: 'Failed to fetch Supreme Court cases',
        officialLink: OFFICIAL.courts,
      }}
      browseTab={(facets, pick) =>
        legalAreasTab(facets?.legalAreas ?? {}, (legalArea) => pick({ legalArea }))
      }
    />
  );
}
