import { Box, Container, Heading, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';

/** Site header (navigation). */
export function Header() {
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg">
      <Container maxW="6xl" py="3">
        <HStack justify="space-between">
          <Heading as="p" size="md">
            <RouterLink to="/">Aotearoa Legal</RouterLink>
          </Heading>
          <HStack as="nav" aria-label="Main" gap="4">
            <Link asChild>
              <RouterLink to="/search">Search</RouterLink>
            </Link>
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
