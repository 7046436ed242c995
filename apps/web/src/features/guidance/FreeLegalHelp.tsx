import { Box, Heading, List, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/ExternalLink';
import { GUIDANCE_NS } from './catalogue';
import { type HelpContact, useFreeLegalHelp, withScheme } from './legal-help';

function Contact({ c }: { c: HelpContact }) {
  const { t } = useTranslation(GUIDANCE_NS);
  return (
    <List.Item>
      {c.website ? (
        <ExternalLink href={withScheme(c.website)} colorPalette="blue">
          {c.name}
        </ExternalLink>
      ) : (
        <Text as="span" fontWeight="medium">
          {c.name}
        </Text>
      )}
      {c.phone ? ` — ${c.phone}` : ''}
      {c.hours ? ` (${c.hours})` : ''}{' '}
      <Text as="span" fontSize="xs" color="fg.muted">
        (<ExternalLink href={c.sourceUrl}>{t('help.source')}</ExternalLink>)
      </Text>
    </List.Item>
  );
}

/**
 * "General information, not legal advice" notice and free legal help contacts from the API (Community Law
 * Centres and official helplines snapshot), with family violence helplines when `familyViolence` is set.
 */
export function FreeLegalHelp({ familyViolence = false }: { familyViolence?: boolean }) {
  const { t } = useTranslation(GUIDANCE_NS);
  const headingId = useId();
  const help = useFreeLegalHelp(familyViolence);
  const contacts = [help.communityLaw, help.legalAid].filter((c): c is HelpContact => c !== null);
  return (
    <Box as="section" aria-labelledby={headingId} mt="4" p="3" bg="bg.muted" borderRadius="md">
      <Text fontSize="sm" fontWeight="semibold" mb="2">
        {t('notAdvice')}
      </Text>
      <Heading as="h4" size="sm" id={headingId} mb="1">
        {t('help.heading')}
      </Heading>
      <List.Root fontSize="sm" ps="5" gap="1">
        {help.familyViolenceLines.map((c) => (
          <Contact key={c.name} c={c} />
        ))}
        {contacts.map((c) => (
          <Contact key={c.name} c={c} />
        ))}
      </List.Root>
    </Box>
  );
}
