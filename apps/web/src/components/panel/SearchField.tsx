import { Box, Button, chakra, Input } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';
import { useId } from 'react';
import { addRecipes } from '../../theme/system';

addRecipes({ input: inputRecipe });

/**
 * A labelled text box for a panel's form (the Enter key submits the surrounding form); `onChange` gets each
 * keystroke. `type` is `search` by default (`text` for a plain box, `date` for an ISO date picker); `grow` (default
 * true) lets it take the row's free width, false keeps it at its own width.
 */
export function SearchField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  type?: 'search' | 'text' | 'date';
  grow?: boolean;
}) {
  const id = useId();
  const grow = props.grow ?? true;
  return (
    <Box flex={grow ? '1' : undefined} minW={grow ? '48' : undefined}>
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium" display="block" mb="1">
        {props.label}
      </chakra.label>
      <Input
        id={id}
        size="sm"
        type={props.type ?? 'search'}
        value={props.value}
        placeholder={props.placeholder}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    </Box>
  );
}

/** The submit button of a panel's search form. */
export function SubmitButton({ children, loading }: { children: string; loading?: boolean }) {
  return (
    <Button type="submit" size="sm" colorPalette="blue" loading={loading} loadingText={children}>
      {children}
    </Button>
  );
}
