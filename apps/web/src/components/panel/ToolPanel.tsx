import type { DataSourceInfo } from '@aotearoa/contracts';
import { Box, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { addSlotRecipes } from '../../theme/system';
import { SourceLine } from './SourceLine';

addSlotRecipes({ tabs: tabsSlotRecipe });

/** One tab of a tool panel. */
export interface PanelTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * The frame every tool panel uses: a heading, a one-line description, the source line (where the records come from
 * and as at when), optional filter controls, then either tabs (keyboard-operable: arrow keys move between them) or
 * the panel's content.
 */
export function ToolPanel(props: {
  title: string;
  description?: string;
  sources?: readonly DataSourceInfo[];
  /** Filters and search box above the results. */
  controls?: ReactNode;
  tabs?: readonly PanelTab[];
  /** Selected tab (controlled); defaults to the first. */
  tab?: string;
  onTabChange?: (value: string) => void;
  children?: ReactNode;
}) {
  const headingId = `panel-${props.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p={{ base: 3, md: 5 }}>
      <Stack gap="2" mb="4">
        <Heading as="h3" size="lg" id={headingId}>
          {props.title}
        </Heading>
        {props.description && <Text color="fg.muted">{props.description}</Text>}
        {props.sources && <SourceLine sources={props.sources} />}
      </Stack>
      {props.controls && (
        <Stack
          direction={{ base: 'column', md: 'row' }}
          gap="3"
          mb="4"
          align={{ md: 'flex-end' }}
          wrap="wrap"
        >
          {props.controls}
        </Stack>
      )}
      {props.tabs ? (
        <Tabs.Root
          value={props.tab ?? props.tabs[0]?.value}
          onValueChange={(d) => props.onTabChange?.(d.value)}
          variant="line"
          lazyMount
        >
          <Tabs.List flexWrap="wrap">
            {props.tabs.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value}>
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {props.tabs.map((t) => (
            <Tabs.Content key={t.value} value={t.value}>
              {t.content}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        props.children
      )}
    </Box>
  );
}
