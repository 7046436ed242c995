import { CASE_TYPES } from '@aotearoa/contracts';
import { trpc } from '../../lib/trpc';
import { CourtCasesPanel } from './CourtCasesPanel';
import { COURT_RETRIES, choicesTab, OFFICIAL, PRECEDENTIAL_NOTE, registryFields, STALE } from './case-parts';

const LIMIT = 50;
const opts = { staleTime: STALE.high, retry: COURT_RETRIES };

/**
 * The specification's Browse by Type cards: Criminal, Civil and Judicial Review are case types (derived by the indexer's
 * rules); Employment and Treaty of Waitangi are legal areas.
 */
const TYPE_CARDS = [
  { value: 'Criminal', label: 'Criminal', by: 'caseType' },
  { value: 'Civil', label: 'Civil', by: 'caseType' },
  { value: 'Judicial Review', label: 'Judicial Review', by: 'caseType' },
  { value: 'employment', label: 'Employment', by: 'legalArea' },
  { value: 'treaty_maori_land', label: 'Treaty of Waitangi', by: 'legalArea' },
] as const;

/**
 * Case Law & Courts → High Court: High Court decisions from the index, filterable by registry (those the index
 * records), case type and legal area. Tabs Search Cases, Precedential Cases and Browse by Type (a card sets the
 * case type or legal area filter).
 */
export default function HighCourtPanel() {
  return (
    <CourtCasesPanel
      title="High Court Cases"
      description="Decisions of the High Court of New Zealand."
      searchLabel="Search High Court cases"
      queryOptions={(input, o) => trpc.caseLaw.highCourtCases.queryOptions(input, o)}
      opts={opts}
      limit={LIMIT}
      filterKeys={['location', 'caseType', 'legalArea']}
      fields={(facets) => registryFields(facets, CASE_TYPES)}
      searchTab="Search Cases"
      second={{
        tab: 'precedential',
        label: 'Precedential Cases',
        note: PRECEDENTIAL_NOTE,
        extra: { precedential: true },
      }}
      empty={{ title: 'No cases found', officialLink: OFFICIAL.nzlii }}
      error={{
        title: 'High Court Cases - Error',
        message: 'Failed to fetch High Court cases',
        officialLink: OFFICIAL.courts,
      }}
      browseTab={(facets, pick) =>
        choicesTab(
          {
            value: 'types',
            label: 'Browse by Type',
            note: 'Case types are read from the case name, file number and heading by documented rules; decisions no rule classifies are in no type.',
          },
          {
            items: TYPE_CARDS.map((t) => ({
              value: `${t.by}:${t.value}`,
              label: t.label,
              count: (t.by === 'caseType' ? facets?.caseTypes : facets?.legalAreas)?.[t.value] ?? 0,
            })),
            emptyText: 'No case types are recorded.',
            onPick: (v) => {
              const [by, value = ''] = v.split(/:(.*)/s);
              pick({
                caseType: by === 'caseType' ? value : 'all',
                legalArea: by === 'legalArea' ? value : 'all',
              });
            },
          },
        )
      }
    />
  );
}
