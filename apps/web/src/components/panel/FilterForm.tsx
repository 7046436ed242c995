import { chakra } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { type FilterField, FilterFields, useFilterValues } from './FilterFields';
import { omitEmpty } from './omit-empty';
import { SearchField, SubmitButton } from './SearchField';

/**
 * A panel's search form whose fields apply together: they sit in a row that wraps (a column on narrow screens), and
 * Enter or the submit button calls `onSubmit`. `label` names the form; as a `search` landmark (the default) it takes
 * the full width, with `search={false}` it is a plain form.
 */
export function FilterForm(props: {
  label: string;
  onSubmit: () => void;
  search?: boolean;
  children: ReactNode;
}) {
  const search = props.search ?? true;
  return (
    <chakra.form
      display="flex"
      flexDirection={{ base: 'column', md: 'row' }}
      gap="3"
      alignItems={{ md: 'flex-end' }}
      flexWrap="wrap"
      {...(search ? { w: 'full', role: 'search' } : {})}
      aria-label={props.label}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      {props.children}
    </chakra.form>
  );
}

/**
 * A panel's search form whose text and filters apply together when submitted: the search field (`search`: label
 * and placeholder), the filter selects of `fields` (each 'all' at first) and the submit button (`submitLabel`,
 * spinning while `busy`). `onSubmit` gets the text as `query` with the chosen filters, blank and 'all' values left
 * out (e.g. `{ query: 'legal aid', media: 'rnz' }`). `label` names the search landmark.
 */
export function SearchForm<K extends string>(props: {
  label: string;
  search: { label: string; placeholder?: string };
  fields: readonly FilterField<K>[];
  submitLabel: string;
  busy: boolean;
  onSubmit: (input: Partial<Record<K | 'query', string>>) => void;
}) {
  const [text, setText] = useState('');
  const [filters, setFilter] = useFilterValues(props.fields.map((f) => f.key));
  return (
    <FilterForm
      label={props.label}
      onSubmit={() =>
        props.onSubmit(omitEmpty({ query: text, ...filters }) as Partial<Record<K | 'query', string>>)
      }
    >
      <SearchField
        label={props.search.label}
        value={text}
        onChange={setText}
        placeholder={props.search.placeholder}
      />
      <FilterFields fields={props.fields} values={filters} onChange={setFilter} />
      <SubmitButton loading={props.busy}>{props.submitLabel}</SubmitButton>
    </FilterForm>
  );
}
