import { Container, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown for any path no route owns. */
export function NotFound() {
  const { t } = useTranslation();
  useEffect(() => {
    const previous = document.title;
    document.title = t('notFound.title');
    return () => {
      document.title = previous;
    };
  }, [t]);
  return (
    <Container maxW="3xl" py="16">
      <Heading as="h1" size="2xl" mb="4">
        {t('notFound.title')}
      </Heading>
      <Text mb="4">{t('notFound.body')}</Text>
      <Link asChild colorPalette="blue">
        <RouterLink to="/search">{t('notFound.back')}</RouterLink>
      </Link>
    </Container>
  );
}
