import { Box, Container, Text } from '@chakra-ui/react';

/** Site footer. */
export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" py="6">
      <Container maxW="6xl">
        <Text fontSize="sm">Aotearoa Legal: general information about New Zealand law, not legal advice.</Text>
      </Container>
    </Box>
  );
}
