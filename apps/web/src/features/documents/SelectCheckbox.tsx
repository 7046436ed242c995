import { Checkbox } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { addSlotRecipes } from '../../theme/system';

addSlotRecipes({ checkbox: checkboxSlotRecipe });

/**
 * The checkbox that selects one item on /documents (a document or a court form), labelled "Select <title>" for
 * screen readers; `mt` lines it up with the item's first line.
 */
export function SelectCheckbox(props: { title: string; checked: boolean; onToggle: () => void; mt: string }) {
  return (
    <Checkbox.Root checked={props.checked} onCheckedChange={props.onToggle} mt={props.mt}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label srOnly>Select {props.title}</Checkbox.Label>
    </Checkbox.Root>
  );
}
