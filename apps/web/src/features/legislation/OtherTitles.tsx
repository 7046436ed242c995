import type { DocumentMetadata } from '@aotearoa/contracts';
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SEARCH_NS } from '../search/catalogue';

/**
 * An Act's other official titles ("Also titled …", e.g. the English title of an Act whose cover leads with its
 * te reo title) and the titles it bore before ("Formerly …"), from `metadata.alternative_titles` and
 * `metadata.former_titles` (the Acts list of legislation.govt.nz and its latest covers), so a reader who knows an
 * older name recognises the Act. Renders nothing for a document without them. Used by result cards and the reader.
 */
export function OtherTitles({
  metadata,
  fontSize = 'sm',
}: {
  metadata: DocumentMetadata;
  fontSize?: string;
}) {
  const { t } = useTranslation(SEARCH_NS);
  const alternativeTitles = titleList(metadata.alternative_titles);
  const formerTitles = titleList(metadata.former_titles);
  return (
    <>
      {alternativeTitles.length > 0 && (
        <Text fontSize={fontSize} color="fg.muted" data-testid="alternative-titles">
          {t('card.alternativeTitles', { titles: alternativeTitles.join('; ') })}
        </Text>
      )}
      {formerTitles.length > 0 && (
        <Text fontSize={fontSize} color="fg.muted" data-testid="former-titles">
          {t('card.formerTitles', { titles: formerTitles.join('; ') })}
        </Text>
      )}
    </>
  );
}

/** The strings of a metadata list (`alternative_titles`, `former_titles`), or none. */
function titleList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    : [];
}
