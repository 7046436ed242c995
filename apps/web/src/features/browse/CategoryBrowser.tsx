import { Badge, Box, Button, Heading, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { addRecipes } from '../../theme/system';
import { useLiveSources } from '../sources/live-sources';
import type { BrowseSearch } from './browse-search';
import { CATEGORIES, categoryById } from './categories';

addRecipes({ skeleton: skeletonRecipe });

/** The open category's tabs of tools, loaded when a category opens (not on the main page's first load). */
const CategoryTools = lazy(() => import('./CategoryTools'));

/**
 * Counts for the banner, computed from the tools that exist (never typed in); `live` when a tool's data is live:
 * bundled as live, or fed by a source whose connector succeeded within its period (`liveIds`).
 */
export function browseStats(liveIds: ReadonlySet<string> = new Set()) {
  const tools = CATEGORIES.flatMap((c) => c.tools);
  return {
    categories: CATEGORIES.length,
    tools: tools.length,
    live: tools.some((t) => t.live || t.liveSources?.some((id) => liveIds.has(id))),
  };
}

/**
 * The category browser: a banner with the computed counts, seven category cards (buttons), and the chosen
 * category's tools as tabs (arrow keys move between tabs; the first tool is selected when a category opens).
 * Choosing the open card again closes it. State lives in the URL (`category`, `tool`) via `onChange`.
 */
export function CategoryBrowser(props: { search: BrowseSearch; onChange: (next: BrowseSearch) => void }) {
  const stats = browseStats(useLiveSources().ids);
  const open = categoryById(props.search.category);
  const tool = open?.tools.find((t) => t.id === props.search.tool) ?? open?.tools[0];
  const toolsRef = useRef<HTMLDivElement>(null);
  // Set when a card is chosen, or when the page opens on a tool's link: the tools are then brought into view.
  const revealTools = useRef(props.search.tool !== undefined);
  const openId = open?.id;
  useEffect(() => {
    if (!revealTools.current || !openId) return;
    revealTools.current = false;
    const box = toolsRef.current;
    // On a phone the tools open below all seven cards, out of sight: a tap seemed to do nothing. Where they open
    // in sight (a wide screen), the page stays where it is.
    if (box && box.getBoundingClientRect().top > window.innerHeight * 0.75)
      box.scrollIntoView({ block: 'start' });
  }, [openId]);
  return (
    <Box as="section" id="browse" aria-labelledby="browse-categories-heading" py="6">
      <Heading as="h2" size="lg" id="browse-categories-heading" mb="1">
        Browse categories
      </Heading>
      <Text mb="4" color="fg.muted" data-testid="browse-banner">
        {stats.categories} Categories, {stats.tools} {stats.tools === 1 ? 'Tool' : 'Tools'},{' '}
        {stats.live ? 'Live Data' : 'dated snapshots of public sources (each tool shows its source and date)'}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" mb="4">
        {CATEGORIES.map((c) => {
          const active = open?.id === c.id;
          return (
            <Button
              key={c.id}
              variant={active ? 'solid' : 'outline'}
              colorPalette="blue"
              height="auto"
              py="3"
              whiteSpace="normal"
              textAlign="left"
              justifyContent="flex-start"
              aria-pressed={active}
              aria-controls={active ? 'browse-tools' : undefined}
              onClick={() => {
                revealTools.current = !active;
                props.onChange(active ? {} : { category: c.id });
              }}
            >
              <Box>
                <Text fontWeight="bold">{c.title}</Text>
                <Text fontSize="sm" fontWeight="normal">
                  {c.description}
                </Text>
                <Badge mt="1" size="sm" variant="subtle">
                  {c.tools.length} {c.tools.length === 1 ? 'tool' : 'tools'}
                </Badge>
              </Box>
            </Button>
          );
        })}
      </SimpleGrid>
      {open && (
        <Box id="browse-tools" ref={toolsRef} scrollMarginTop="2">
          {open.tools.length === 0 || !tool ? (
            <Text>The tools of {open.title} are not available yet.</Text>
          ) : (
            <Suspense fallback={<Skeleton height="40" borderRadius="md" />}>
              <CategoryTools
                category={open}
                tool={tool}
                onSelect={(id) => props.onChange({ category: open.id, tool: id })}
              />
            </Suspense>
          )}
        </Box>
      )}
    </Box>
  );
}
