import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState, sourcesOf, ToolPanel } from '../../components/panel';
import { trpc } from '../../lib/trpc';
import { OFFICIAL, STALE } from './case-parts';
import { CaseCard } from './components';

/** The specification's caps: 5 shown at first, at most 10. */
const SHOWN = 5;
const MAX = 10;

/**
 * Case Law & Courts → Recent Cases: the newest dated decisions of the courts and the Employment Relations Authority
 * held in the index (5 shown, a toggle
 * shows all 10). Loads on opening; refreshed after 24 hours.
 */
export default function RecentCasesPanel() {
  const [all, setAll] = useState(false);
  const query = useQuery(trpc.caseLaw.recentCases.queryOptions({ limit: MAX }, { staleTime: STALE.recent }));
  return (
    <ToolPanel
      title="Recent Cases"
      description="The newest decisions of New Zealand courts and determinations of the Employment Relations Authority in this snapshot, by judgment date. Decisions of regulators and disciplinary bodies (broadcasting standards, health and disability) are found through Advanced Search."
      sources={query.data ? sourcesOf(query.data.cases) : []}
    >
      <QueryState
        query={query}
        isEmpty={(d) => d.cases.length === 0}
        empty={{ title: 'No recent cases available', officialLink: OFFICIAL.courts }}
        error={{
          title: 'Recent Cases - Error',
          message: 'Unable to load recent cases from court databases',
          officialLink: OFFICIAL.courts,
        }}
        loadingText="Loading recent cases..."
      >
        {(d) => {
          const cases = all ? d.cases : d.cases.slice(0, SHOWN);
          return (
            <Stack gap="3">
              <Text fontSize="sm" color="fg.muted" data-testid="case-count">
                Showing {cases.length} of the {d.cases.length} newest decisions
              </Text>
              {cases.map((c) => (
                <CaseCard key={c.id} c={c} showCourt />
              ))}
              {d.cases.length > SHOWN && (
                <Button
                  size="sm"
                  variant="outline"
                  alignSelf="flex-start"
                  aria-expanded={all}
                  onClick={() => setAll((v) => !v)}
                >
                  {all ? `Show ${SHOWN} only` : `Show all ${d.cases.length}`}
                </Button>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </ToolPanel>
  );
}
