import { type NewsItem, todayInNewZealand } from '@aotearoa/contracts';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from '../../components/ExternalLink';
import { formatDate } from '../../lib/format';
import { LEGAL_AREA_LABELS, MEDIA_LABELS } from './labels';
import { relativeDay } from './relative-day';

/** Tags shown on a news card (the specification's cap); the rest are counted. */
export const NEWS_TAGS_SHOWN = 3;

/**
 * One legal news item: headline (link), publisher, date (what kind of date, and how long ago), category, summary,
 * the first 3 labels, caveats of the source, and where the record was read. Nothing the source does not give
 * (importance, read time, author, views) is shown.
 */
export function NewsItemCard({
  item,
  action,
  headingAs = 'h4',
}: {
  item: NewsItem;
  /** Label of a button opening the item (e.g. 'Read Full Story'). */
  action?: string;
  headingAs?: 'h4' | 'h5';
}) {
  const ago = relativeDay(item.date, todayInNewZealand());
  const tags = [...item.legalAreas.map((a) => LEGAL_AREA_LABELS[a]), ...item.tags];
  const unique = [...new Set(tags)];
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="3" data-testid="news-item">
      <Stack gap="1">
        <Heading as={headingAs} size="sm">
          {item.url ? (
            <ExternalLink href={item.url} colorPalette="blue">
              {item.title}
            </ExternalLink>
          ) : (
            item.title
          )}
        </Heading>
        <Text fontSize="sm" data-testid="news-publisher">
          {item.publisher}
          {item.mediaSource ? ` · ${MEDIA_LABELS[item.mediaSource].label}` : ''}
        </Text>
        <Text fontSize="sm" color="fg.muted" data-testid="news-date">
          {item.date
            ? `${item.dateKind === 'listed' ? 'Listed' : 'Published'} ${formatDate(item.date)}${ago ? ` (${ago})` : ''}`
            : 'Date not shown by the source'}
        </Text>
        {(item.category || unique.length > 0) && (
          <HStack gap="1" wrap="wrap">
            {item.category && <Badge colorPalette="blue">{item.category}</Badge>}
            {unique.slice(0, NEWS_TAGS_SHOWN).map((t) => (
              <Badge key={t} variant="outline">
                {t}
              </Badge>
            ))}
            {unique.length > NEWS_TAGS_SHOWN && (
              <Text as="span" fontSize="xs" color="fg.muted">
                +{unique.length - NEWS_TAGS_SHOWN} more
              </Text>
            )}
          </HStack>
        )}
        {item.summary && <Text fontSize="sm">{item.summary}</Text>}
        {item.notes && (
          <Text fontSize="xs" color="fg.muted">
            Note: {item.notes}
          </Text>
        )}
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontSize="xs" color="fg.muted">
            Record from <ExternalLink href={item.sourceUrl}>{item.source}</ExternalLink> (retrieved{' '}
            {formatDate(item.retrievedAt)})
          </Text>
          {action && item.url ? (
            <Button asChild size="xs" variant="outline">
              <a href={item.url} target="_blank" rel="noopener noreferrer">
                {action}
              </a>
            </Button>
          ) : (
            !item.url && (
              <Text fontSize="xs" color="fg.muted" data-testid="news-no-official-page">
                No official page known
              </Text>
            )
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
