import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';

/** Layout of the text pages (help, privacy, terms, accessibility): h1, optional intro, sections; sets the title. */
export function PageLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Container maxW="4xl" py="8">
      <Heading as="h1" size="2xl" mb="3">
        {title}
      </Heading>
      {intro ? (
        <Text fontSize="lg" mb="4">
          {intro}
        </Text>
      ) : null}
      {children}
    </Container>
  );
}

/** A titled page section with an anchor id and paragraphs. */
export function PageSection({
  id,
  title,
  paragraphs = [],
  children,
}: {
  id?: string;
  title: string;
  paragraphs?: readonly string[];
  children?: ReactNode;
}) {
  return (
    <Box as="section" id={id} mt="8" scrollMarginTop="4">
      <Heading as="h2" size="lg" mb="2">
        {title}
      </Heading>
      {paragraphs.map((p) => (
        <Text key={p} mb="3">
          {p}
        </Text>
      ))}
      {children}
    </Box>
  );
}
