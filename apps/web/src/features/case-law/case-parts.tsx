import { LEGAL_AREA_LABELS, LEGAL_AREAS, type LegalArea, SIGNIFICANCE_LEVELS } from '@aotearoa/contracts';
import { chakra, SimpleGrid, Text } from '@chakra-ui/react';
import type { FilterOption } from '../../components/panel';
import { formatNumber } from '../../lib/format';
import { SIGNIFICANCE_LABELS } from './components';

/** Retries of the court queries (the seed's 2). */
export const COURT_RETRIES = 2;
const MINUTE = 60_000;
/** The seed's stale times of the court tools. */
export const STALE = {
  district: 10 * MINUTE,
  high: 15 * MINUTE,
  supreme: 20 * MINUTE,
  appeal: 20 * MINUTE,
  judicial: 20 * MINUTE,
  recent: 24 * 60 * MINUTE,
} as const;

export const SIGNIFICANCE_OPTIONS: FilterOption[] = SIGNIFICANCE_LEVELS.map((v) => ({
  value: v,
  label: SIGNIFICANCE_LABELS[v],
}));
/** Every legal area except the catch-all `general`, as filter options. */
export const LEGAL_AREA_OPTIONS: FilterOption[] = LEGAL_AREAS.filter((a) => a !== 'general').map((a) => ({
  value: a,
  label: LEGAL_AREA_LABELS[a],
}));

/** Official site links for empty and error states. */
export const OFFICIAL = {
  courts: { label: 'Courts of New Zealand judgments', href: 'https://www.courtsofnz.govt.nz/judgments/' },
  district: { label: 'District Court judgments', href: 'https://www.districtcourts.govt.nz/judgments/' },
  nzlii: { label: 'NZLII case law', href: 'https://www.nzlii.org/nz/cases/' },
  jdo: { label: 'Judicial Decisions Online', href: 'https://forms.justice.govt.nz/jdo/Search.jsp' },
} as const;

/** A grid of choice cards (legal areas, case types) with counts; choosing one calls `onPick`. */
export function ChoiceCards(props: {
  items: ReadonlyArray<{ value: string; label: string; count: number; note?: string }>;
  onPick: (value: string) => void;
  emptyText: string;
}) {
  if (props.items.length === 0)
    return (
      <Text color="fg.muted" py="4">
        {props.emptyText}
      </Text>
    );
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
      {props.items.map((it) => (
        <chakra.button
          key={it.value}
          type="button"
          textAlign="left"
          borderWidth="1px"
          borderRadius="md"
          p="3"
          _hover={{ bg: 'bg.muted' }}
          onClick={() => props.onPick(it.value)}
          data-testid="choice-card"
        >
          <Text fontWeight="semibold">{it.label}</Text>
          <Text fontSize="sm" color="fg.muted">
            {formatNumber(it.count)} decision{it.count === 1 ? '' : 's'}
          </Text>
          {it.note && (
            <Text fontSize="xs" color="fg.muted">
              {it.note}
            </Text>
          )}
        </chakra.button>
      ))}
    </SimpleGrid>
  );
}

/** Legal-area choice cards from facet counts (the catch-all `general` left out), largest first. */
export function legalAreaItems(counts: Record<string, number>) {
  return Object.entries(counts)
    .filter(([a, n]) => a !== 'general' && n > 0 && a in LEGAL_AREA_LABELS)
    .sort((a, b) => b[1] - a[1])
    .map(([a, n]) => ({ value: a, label: LEGAL_AREA_LABELS[a as LegalArea], count: n }));
}
