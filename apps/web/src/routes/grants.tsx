import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '../features/home/PageLayout';
import GrantsPanel from '../features/resources/GrantsPanel';
import { grantsOverviewQuery } from '../features/resources/grants-query';

/** The loader starts the overview's query (the one the panel reads first) without holding the page back. */
export const Route = createFileRoute('/grants')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(grantsOverviewQuery());
  },
  component: GrantsPage,
});

/** `/grants`: Legal Grants & Awards — heading, intro, then the grants tool. */
function GrantsPage() {
  return (
    <PageLayout
      title="Legal Grants & Awards"
      intro="Scholarships, prizes, fellowships and research funding for law students, researchers and community organisations in New Zealand. Each entry links to its provider; status is worked out from the closing date the provider published."
    >
      <GrantsPanel />
    </PageLayout>
  );
}
