import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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
