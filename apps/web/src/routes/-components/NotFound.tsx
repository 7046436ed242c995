import { Container, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Shown for any path no route owns. */
export function NotFound() {
  useEffect(() => {
    const previous = document.title;
    document.title = '404 Page Not Found';
    return () => {
      document.title = previous;
    };
  }, []);
  return (
    <Container maxW="3xl" py="16">
      <Heading as="h1" size="2xl" mb="4">
        404 Page Not Found
      </Heading>
      <Text mb="4">There is no page at this address.</Text>
      <Link asChild colorPalette="blue">
        <RouterLink to="/search">Go to search</RouterLink>
      </Link>
    </Container>
  );
}
