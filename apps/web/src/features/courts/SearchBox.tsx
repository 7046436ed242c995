import { Box, Button, chakra, HStack, Input } from '@chakra-ui/react';
import { type FormEvent, useId, useState } from 'react';

/**
 * A labelled search box with a submit button: the text is sent when the form is submitted (Enter or the
 * button), not on every keystroke. `onSearch` receives the trimmed text ('' for none).
 */
export function SearchBox(props: {
  label: string;
  placeholder?: string;
  initial?: string;
  buttonLabel?: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(props.initial ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSearch(text.trim());
  };
  return (
    <Box as="form" onSubmit={submit} role="search" flex="1" minW={{ base: 'full', md: '64' }}>
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium" display="block" mb="1">
        {props.label}
      </chakra.label>
      <HStack gap="2">
        <Input
          id={id}
          size="sm"
          value={text}
          placeholder={props.placeholder}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Button type="submit" size="sm" colorPalette="blue" _hover={{ bg: 'blue.700' }}>
          {props.buttonLabel ?? 'Search'}
        </Button>
      </HStack>
    </Box>
  );
}
