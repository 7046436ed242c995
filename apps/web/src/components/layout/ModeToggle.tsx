import { Button, Group } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';

/**
 * The main page's two modes, as the specification names them: Browse Categories (`/`, the category browser, where the page
 * starts) and Advanced Search (`/search`, the results page with Refine Search). Each mode is its own URL, so the
 * back button and shared links keep the mode; the current one is marked with `aria-current="page"`.
 */
export function ModeToggle(props: { mode: 'browse' | 'search' }) {
  return (
    <Group attached aria-label="Main page mode" role="group" mb="4" data-testid="mode-toggle">
      <Button asChild size="sm" variant={props.mode === 'browse' ? 'solid' : 'outline'} colorPalette="blue">
        <RouterLink to="/" hash="browse" aria-current={props.mode === 'browse' ? 'page' : undefined}>
          Browse Categories
        </RouterLink>
      </Button>
      <Button asChild size="sm" variant={props.mode === 'search' ? 'solid' : 'outline'} colorPalette="blue">
        <RouterLink to="/search" aria-current={props.mode === 'search' ? 'page' : undefined}>
          Advanced Search
        </RouterLink>
      </Button>
    </Group>
  );
}
