import { Box, chakra, NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useId } from 'react';
import { addSlotRecipes } from '../../theme/system';

addSlotRecipes({ nativeSelect: nativeSelectSlotRecipe });

/** One option of a panel filter: the value sent and the label shown. */
export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A labelled native select for a panel filter. The first option is 'all' (label `allLabel`, default 'All'), which
 * means no filter; `omitEmpty` drops it from the request.
 */
export function FilterSelect(props: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  allLabel?: string;
}) {
  const id = useId();
  return (
    <Box minW="40">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium" display="block" mb="1">
        {props.label}
      </chakra.label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          id={id}
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value)}
        >
          <option value="all">{props.allLabel ?? 'All'}</option>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}

/** Filter options whose label is the value itself (e.g. `['Employment Court', …]` → `[{ value, label }, …]`). */
export function plainOptions(values: readonly string[]): FilterOption[] {
  return values.map((v) => ({ value: v, label: v }));
}
