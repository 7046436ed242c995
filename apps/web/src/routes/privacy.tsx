import { Code, List, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageLayout, PageSection } from '../features/home/PageLayout';
import { PAGES_NS } from './-components/pages-catalogue';

export const Route = createFileRoute('/privacy')({ component: PrivacyPage });

/** `/privacy`: the two localStorage keys, what the server keeps (rate-limit counts, error logs), no tracking. */
function PrivacyPage() {
  const { t } = useTranslation(PAGES_NS);
  const p = (key: string) => t(key, { returnObjects: true }) as string[];
  return (
    <PageLayout title={t('privacy.title')} intro={t('privacy.intro')}>
      <PageSection title={t('privacy.browser.title')} paragraphs={p('privacy.browser.paragraphs')}>
        <List.Root ps="5" gap="1" mb="3">
          {p('privacy.browser.items').map((item) => {
            const [key = '', rest = ''] = item.split(' — ');
            return (
              <List.Item key={key}>
                <Code>{key}</Code> — {rest}
              </List.Item>
            );
          })}
        </List.Root>
        <Text>{t('privacy.browser.clear')}</Text>
      </PageSection>
      <PageSection title={t('privacy.server.title')} paragraphs={p('privacy.server.paragraphs')} />
      <PageSection title={t('privacy.tracking.title')} paragraphs={p('privacy.tracking.paragraphs')} />
    </PageLayout>
  );
}
