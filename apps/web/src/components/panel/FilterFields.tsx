import { useCallback, useState } from 'react';
import { type FilterOption, FilterSelect } from './FilterSelect';
import { SearchBox } from './SearchBox';

/** One select of a panel's filter row: the key of the value it sets, its label, options and the label of 'all'. */
export interface FilterField<K extends string = string> {
  key: K;
  label: string;
  options: readonly FilterOption[];
  allLabel?: string;
}

/**
 * A panel's filter selects in the order given (one `FilterSelect` a field): each shows `values[key]` and reports a
 * choice as `onChange(key, value)`.
 */
export function FilterFields<K extends string>(props: {
  fields: readonly FilterField<K>[];
  values: Readonly<Record<K, string>>;
  onChange: (key: K, value: string) => void;
}) {
  return (
    <>
      {props.fields.map((f) => (
        <FilterSelect
          key={f.key}
          label={f.label}
          value={props.values[f.key]}
          onChange={(value) => props.onChange(f.key, value)}
          options={f.options}
          {...(f.allLabel ? { allLabel: f.allLabel } : {})}
        />
      ))}
    </>
  );
}

/**
 * The values of a panel's filters by key, each 'all' (no filter) until chosen, and the setter of one value
 * (`setFilter(key, value)`, stable across renders).
 */
export function useFilterValues<K extends string>(keys: readonly K[]) {
  const [values, setValues] = useState(
    () => Object.fromEntries(keys.map((k) => [k, 'all'])) as Record<K, string>,
  );
  const setFilter = useCallback((key: K, value: string) => setValues((v) => ({ ...v, [key]: value })), []);
  return [values, setFilter] as const;
}

/**
 * A panel's controls: its free-text `SearchBox` (`search`: label, placeholder, onSearch) followed by its filter
 * selects (`FilterFields` of `fields`, showing `values`, reporting `onChange(key, value)`).
 */
export function SearchFilters<K extends string>(props: {
  search: Parameters<typeof SearchBox>[0];
  fields: readonly FilterField<K>[];
  values: Readonly<Record<K, string>>;
  onChange: (key: K, value: string) => void;
}) {
  const { search, ...filters } = props;
  return (
    <>
      <SearchBox {...search} />
      <FilterFields {...filters} />
    </>
  );
}
