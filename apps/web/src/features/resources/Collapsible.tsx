import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A collapsible section of a panel: its heading holds a button that shows or hides the content (`aria-expanded`,
 * `aria-controls`). `status` is a short text at the right of the header (e.g. 'Filters Active').
 */
export function CollapsibleSection(props: {
  id: string;
  title: string;
  open: boolean;
  onToggle: () => void;
  status?: string;
  children: ReactNode;
}) {
  const contentId = `${props.id}-content`;
  return (
    <Box as="section" id={props.id} borderWidth="1px" borderRadius="md" scrollMarginTop="4">
      <Heading as="h4" size="sm">
        <Button
          variant="ghost"
          w="full"
          justifyContent="space-between"
          aria-expanded={props.open}
          aria-controls={contentId}
          onClick={props.onToggle}
          px="3"
          py="2"
          h="auto"
          whiteSpace="normal"
          textAlign="start"
        >
          <HStack gap="2">
            <span aria-hidden="true">{props.open ? '▾' : '▸'}</span>
            <span>{props.title}</span>
          </HStack>
          {props.status && (
            <Text as="span" fontSize="xs" fontWeight="normal" color="fg.muted">
              {props.status}
            </Text>
          )}
        </Button>
      </Heading>
      {props.open && (
        <Box id={contentId} px="3" pt="2" pb="3">
          {props.children}
        </Box>
      )}
    </Box>
  );
}
