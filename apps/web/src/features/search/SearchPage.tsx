import { Container, Heading } from '@chakra-ui/react';

/** Placeholder replaced by the search feature. */
export function SearchPage(_props: { from: '/' | '/search' }) {
  return (
    <Container maxW="6xl" py="8">
      <Heading as="h1">Search New Zealand law</Heading>
    </Container>
  );
}
