import { Box, Button, chakra, Input } from '@chakra-ui/react';
import { useId } from 'react';

/** A labelled search text box for a panel's form (the Enter key submits the surrounding form); `onChange` gets each keystroke. */
export function SearchField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <Box flex="1" minW="48">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium" display="block" mb="1">
        {props.label}
      </chakra.label>
      <Input
        id={id}
        size="sm"
        type="search"
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
