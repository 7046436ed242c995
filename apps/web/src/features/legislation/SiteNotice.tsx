import type { DocumentMetadata } from '@aotearoa/contracts';
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/ExternalLink';
import { SEARCH_NS } from '../search/catalogue';

/**
 * The notice the Act's official page showed when the source read it (`metadata.site_notice`: "Warning: Some
 * amendments have not yet been incorporated", "[previous title has changed]", a repeal note), verbatim, introduced
 * with the date it was read and linked to that page: a dated notice, not what the page says today. Renders nothing
 * for a document without one, or whose notice is the evidence its legal status line already states (a repeal
 * note). Used by result cards and the reader.
 */
export function SiteNotice({ metadata, fontSize = 'sm' }: { metadata: DocumentMetadata; fontSize?: string }) {
  const { t } = useTranslation(SEARCH_NS);
  const notice = metadata.site_notice;
  if (!notice?.text.trim()) return null;
  // A repeal note that is the evidence of the Act's legal status is already said by the status line.
  if (metadata.legal_status?.evidence?.trim() === notice.text.trim()) return null;
  return (
    <Text fontSize={fontSize} color="fg.muted" data-testid="site-notice">
      <ExternalLink
        href={notice.source_url}
        textDecoration="underline"
        aria-label={t('card.siteNoticeLabel', { date: notice.as_at })}
      >
        {t('card.siteNotice', { date: notice.as_at })}
      </ExternalLink>
      : {notice.text}
    </Text>
  );
}
