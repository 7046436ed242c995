import { Button, chakra, HStack, Input, Text } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';
import { useId, useState } from 'react';
import { addRecipes } from '../../theme/system';

addRecipes({ input: inputRecipe });

/**
 * A labelled free-text search box with a submit button, for a panel's controls. The text is sent when the form is
 * submitted (Enter or the button), never on each keystroke. `onSearch` receives the trimmed text ('' for none);
 * `initial` is the text shown first; `buttonLabel` names the button (default 'Search'). The box keeps its own text
 * unless the panel holds it (`value` with `onChange`, e.g. to search the same text again on another tab).
 */
export function SearchBox(props: {
  label: string;
  placeholder?: string;
  initial?: string;
  value?: string;
  onChange?: (text: string) => void;
  buttonLabel?: string;
  onSearch: (text: string) => void;
  /** A line under the box saying what is searched (read out with the box: `aria-describedby`). */
  hint?: string;
}) {
  const id = useId();
  const [own, setOwn] = useState(props.initial ?? '');
  const text = props.value ?? own;
  const setText = props.onChange ?? setOwn;
  return (
    <chakra.form
      role="search"
      flex="1"
      minW={{ base: 'full', md: '64' }}
      onSubmit={(e) => {
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
          aria-describedby={props.hint ? `${id}-hint` : undefined}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Button type="submit" size="sm" colorPalette="blue" _hover={{ bg: 'blue.700' }}>
          {props.buttonLabel ?? 'Search'}
        </Button>
      </HStack>
      {props.hint && (
        <Text id={`${id}-hint`} fontSize="xs" color="fg.muted" mt="1">
          {props.hint}
        </Text>
      )}
    </chakra.form>
  );
}
