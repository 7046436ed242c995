import {
  COURT_LEVELS,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type Facets,
  LEGAL_AREA_LABELS,
  LEGAL_AREAS,
} from '@aotearoa/contracts';
import { Box, Button, Checkbox, Field, Fieldset, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe, fieldSlotRecipe, fieldsetSlotRecipe, inputRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { addRecipes, addSlotRecipes } from '../../theme/system';
import { SEARCH_NS } from './catalogue';
import type { SearchState } from './search-params';

addSlotRecipes({ checkbox: checkboxSlotRecipe, fieldset: fieldsetSlotRecipe, field: fieldSlotRecipe });
addRecipes({ input: inputRecipe });

type FilterKey = 'documentTypes' | 'courtLevels' | 'legalAreas';

export interface RefinePanelProps {
  state: SearchState;
  facets: Facets | undefined;
  /** Applies a change to the filters (the page resets to 1). */
  onChange: (patch: Partial<SearchState>) => void;
  onClear: () => void;
  dateError: boolean;
}

interface GroupProps {
  legend: string;
  values: readonly string[];
  labels: (v: string) => string;
  selected: readonly string[];
  counts: Record<string, number> | undefined;
  onToggle: (value: string, checked: boolean) => void;
  name: string;
}

/** A checkbox group with facet counts; lists values that occur in the results or are selected. */
function FacetGroup({ legend, values, labels, selected, counts, onToggle, name }: GroupProps) {
  const { t } = useTranslation(SEARCH_NS);
  const shown = values.filter((v) => (counts?.[v] ?? 0) > 0 || selected.includes(v));
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold" fontSize="sm" color="fg">
        {legend}
      </Fieldset.Legend>
      <Fieldset.Content mt="2" gap="1.5">
        {shown.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('refine.none')}
          </Text>
        )}
        {shown.map((v) => (
          <Checkbox.Root
            key={v}
            size="sm"
            name={name}
            value={v}
            checked={selected.includes(v)}
            onCheckedChange={(e) => onToggle(v, e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {t('refine.count', { value: labels(v), n: formatNumber(counts?.[v] ?? 0) })}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

/**
 * The "Refine Search" panel: document type, court level and legal area checkbox groups with facet counts
 * (from the search output), a date range on the decisive date (published, else enacted) and Clear filters.
 */
export function RefinePanel({ state, facets, onChange, onClear, dateError }: RefinePanelProps) {
  const { t } = useTranslation(SEARCH_NS);
  const toggle = (key: FilterKey, value: string, checked: boolean) => {
    const current = state[key] as string[];
    const next = checked ? [...current, value] : current.filter((v) => v !== value);
    onChange({ [key]: next } as Partial<SearchState>);
  };
  return (
    <Box as="section" aria-labelledby="refine-heading" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id="refine-heading" mb="4">
        {t('refine.heading')}
      </Heading>
      <Stack gap="5">
        <FacetGroup
          name="documentTypes"
          legend={t('refine.documentType')}
          values={DOCUMENT_TYPES}
          labels={(v) => DOCUMENT_TYPE_LABELS[v as keyof typeof DOCUMENT_TYPE_LABELS]}
          selected={state.documentTypes}
          counts={facets?.documentTypes}
          onToggle={(v, c) => toggle('documentTypes', v, c)}
        />
        <FacetGroup
          name="courtLevels"
          legend={t('refine.courtLevel')}
          values={COURT_LEVELS}
          labels={(v) => v}
          selected={state.courtLevels}
          counts={facets?.courtLevels}
          onToggle={(v, c) => toggle('courtLevels', v, c)}
        />
        <FacetGroup
          name="legalAreas"
          legend={t('refine.legalArea')}
          values={LEGAL_AREAS}
          labels={(v) => LEGAL_AREA_LABELS[v as keyof typeof LEGAL_AREA_LABELS]}
          selected={state.legalAreas}
          counts={facets?.legalAreas}
          onToggle={(v, c) => toggle('legalAreas', v, c)}
        />
        <Fieldset.Root invalid={dateError}>
          <Fieldset.Legend fontWeight="semibold" fontSize="sm" color="fg">
            {t('refine.dateRange')}
          </Fieldset.Legend>
          <Fieldset.Content mt="2" gap="2">
            <Field.Root invalid={dateError}>
              <Field.Label fontSize="sm">{t('refine.dateFrom')}</Field.Label>
              <Input
                type="date"
                size="sm"
                value={state.dateFrom}
                max={state.dateTo || undefined}
                onChange={(e) => onChange({ dateFrom: e.currentTarget.value })}
              />
            </Field.Root>
            <Field.Root invalid={dateError}>
              <Field.Label fontSize="sm">{t('refine.dateTo')}</Field.Label>
              <Input
                type="date"
                size="sm"
                value={state.dateTo}
                min={state.dateFrom || undefined}
                onChange={(e) => onChange({ dateTo: e.currentTarget.value })}
              />
            </Field.Root>
          </Fieldset.Content>
          {dateError && <Fieldset.ErrorText>{t('refine.dateOrder')}</Fieldset.ErrorText>}
        </Fieldset.Root>
        <Button variant="outline" size="sm" onClick={onClear}>
          {t('refine.clear')}
        </Button>
      </Stack>
    </Box>
  );
}
