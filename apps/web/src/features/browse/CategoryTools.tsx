import { Skeleton, Tabs } from '@chakra-ui/react';
import { skeletonRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme';
import { Suspense } from 'react';
import { addRecipes, addSlotRecipes } from '../../theme/system';
import type { BrowseCategory, BrowseTool } from './tool';

addSlotRecipes({ tabs: tabsSlotRecipe });
addRecipes({ skeleton: skeletonRecipe });

/**
 * The open category's tools as tabs (arrow keys move between tabs), each tool's panel loaded when its tab is chosen.
 * Its own module, loaded when a category opens: the main page's first load carries no tab widget.
 */
export default function CategoryTools(props: {
  category: BrowseCategory;
  tool: BrowseTool;
  onSelect: (toolId: string) => void;
}) {
  const { category, tool } = props;
  return (
    <Tabs.Root
      value={tool.id}
      onValueChange={(d) => props.onSelect(d.value)}
      variant="enclosed"
      lazyMount
      unmountOnExit
    >
      <Tabs.List flexWrap="wrap" aria-label={`${category.title} tools`}>
        {category.tools.map((t) => (
          <Tabs.Trigger key={t.id} value={t.id}>
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {category.tools.map((t) => (
        <Tabs.Content key={t.id} value={t.id}>
          <Suspense fallback={<Skeleton height="40" borderRadius="md" />}>
            <t.component />
          </Suspense>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
