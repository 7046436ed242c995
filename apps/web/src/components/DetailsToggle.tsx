import { Button, type ButtonProps } from '@chakra-ui/react';

/**
 * The button that opens and closes a card's details (the spec: cards expand and collapse, collapsible parts start
 * closed): `aria-expanded` says which, `aria-controls` names the details' element. `children` is the visible text
 * ("Show details"); `name`, when given, is the accessible name and should start with that text ("Show details:
 * Employment Relations Act 2000"), so a list of cards does not read as a row of identical buttons.
 */
export function DetailsToggle({
  open,
  onToggle,
  controls,
  name,
  children,
  ...rest
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  name?: string;
} & Omit<ButtonProps, 'onClick'>) {
  return (
    <Button
      size="xs"
      variant="ghost"
      colorPalette="blue"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={name}
      onClick={onToggle}
      {...rest}
    >
      {children}
    </Button>
  );
}
