import { Box, Button, chakra, HStack, Input } from '@chakra-ui/react';
import { useId, useState } from 'react';

/**
 * A labelled search box with a Search button: the text is applied on Enter or on the button (the seed's explicit
 * search action), never on each keystroke.
 */
export function SearchBox(props: {
  label: string;
  placeholder?: string;
  initial?: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(props.initial ?? '');
  return (
    <Box
      as="form"
      flex="1"
      minW={{ base: 'full', md: '64' }}
      role="search"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        props.onSearch(text.trim());
      }}
    >
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
        <Button size="sm" type="submit">
          Search
        </Button>
      </HStack>
    </Box>
  );
}
