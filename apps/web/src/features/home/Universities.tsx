import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/ExternalLink';
import { HOME_NS } from './catalogue';
import { useLawSchools } from './law-schools';

/** "Universities": New Zealand law schools from the API (law schools snapshot), with their recorded web addresses. */
export function Universities() {
  const { t } = useTranslation(HOME_NS);
  const schools = useLawSchools();
  return (
    <Box as="section" id="universities" aria-labelledby="universities-heading" py="8">
      <Heading as="h2" size="lg" id="universities-heading" mb="2">
        {t('universities.heading')}
      </Heading>
      <Text mb="4">{t('universities.intro')}</Text>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
        {schools.map((s) => (
          <Box key={s.id} borderWidth="1px" borderRadius="md" p="3">
            <Text fontWeight="semibold">
              {s.url ? (
                <ExternalLink href={s.url} colorPalette="blue">
                  {s.name}
                </ExternalLink>
              ) : (
                s.name
              )}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {s.city}
              {s.foundingYear ? ` · ${t('universities.founded', { year: s.foundingYear })}` : ''}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted" mt="3">
        {t('universities.source')}
      </Text>
    </Box>
  );
}
