import { Link, List } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { env } from '../env';
import { PageLayout, PageSection } from '../features/home/PageLayout';
import { PAGES_NS } from './-components/pages-catalogue';

export const Route = createFileRoute('/accessibility')({ component: AccessibilityPage });

const SUPPORT_EMAIL = env.supportEmail;

function Items({ items }: { items: string[] }) {
  return (
    <List.Root ps="5" gap="2">
      {items.map((i) => (
        <List.Item key={i}>{i}</List.Item>
      ))}
    </List.Root>
  );
}

/** `/accessibility`: WCAG 2.2 AA target, how it is tested (axe-core, keyboard), known gaps. */
function AccessibilityPage() {
  const { t } = useTranslation(PAGES_NS);
  const p = (key: string) => t(key, { returnObjects: true }) as string[];
  return (
    <PageLayout title={t('accessibility.title')} intro={t('accessibility.intro')}>
      <PageSection
        title={t('accessibility.target.title')}
        paragraphs={p('accessibility.target.paragraphs')}
      />
      <PageSection title={t('accessibility.testing.title')}>
        <Items items={p('accessibility.testing.items')} />
      </PageSection>
      <PageSection title={t('accessibility.gaps.title')}>
        <Items items={p('accessibility.gaps.items')} />
      </PageSection>
      {SUPPORT_EMAIL ? (
        <PageSection
          title={t('accessibility.contact.title')}
          paragraphs={p('accessibility.contact.paragraphs')}
        >
          <Link href={`mailto:${SUPPORT_EMAIL}`} colorPalette="blue">
            {t('accessibility.contact.email')}
          </Link>
        </PageSection>
      ) : null}
    </PageLayout>
  );
}
