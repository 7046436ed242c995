import type { Provenance } from '@aotearoa/contracts';
import { Text } from '@chakra-ui/react';
import { ExternalLink } from '../../components/ExternalLink';
import { sourcesOf } from '../../components/panel';
import { formatDate } from '../../lib/format';

/**
 * A panel's sources as one sentence with inline links ("Sources: A (snapshot retrieved 1 May 2026); B (…)"), for
 * panels whose records come from several sources: inline text links keep each target inside the sentence, so a
 * long list wraps like prose on a phone.
 */
export function InlineSources({ records }: { records: readonly Provenance[] }) {
  const sources = sourcesOf(records);
  if (sources.length === 0) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="source-line">
      {sources.length === 1 ? 'Source: ' : 'Sources: '}
      {sources.map((s, i) => (
        <span key={s.name}>
          {i > 0 && '; '}
          <ExternalLink href={s.url} display="inline" colorPalette="blue">
            {s.name}
          </ExternalLink>{' '}
          (snapshot{s.retrievedAt ? ` retrieved ${formatDate(s.retrievedAt)}` : ''})
        </span>
      ))}
    </Text>
  );
}
