import { Link, Stack, Text } from '@chakra-ui/react';

const MOJ_FORMS = 'https://www.justice.govt.nz/about/forms/';

/**
 * The Court Forms & Applications tab of `/documents`. The bundled data holds no catalogue of court forms, so the
 * tab says so and links to the Ministry of Justice's forms page (never an invented form or fee).
 */
export function CourtFormsTab() {
  return (
    <Stack gap="2" pt="4" role="status">
      <Text fontWeight="semibold">No court forms are held here yet.</Text>
      <Text>
        Official court forms and application packs are published by the Ministry of Justice:{' '}
        <Link href={MOJ_FORMS} target="_blank" rel="noopener noreferrer" colorPalette="blue">
          Ministry of Justice forms
        </Link>
        .
      </Text>
    </Stack>
  );
}
