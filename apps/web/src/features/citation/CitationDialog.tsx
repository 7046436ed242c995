import {
  CITATION_STYLE_LABELS,
  CITATION_STYLES,
  type CitableDocument,
  type CitationStyle,
  citeDocument,
  formatAllCitations,
  MISSING_ELEMENT_LABELS,
  type MissingElement,
  officialUrl,
} from '@aotearoa/contracts';
import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Heading,
  HStack,
  Portal,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/ExternalLink';
import { toaster } from '../../components/toaster-store';
import { downloadText, fileSlug } from '../../lib/download';
import { addSlotRecipes } from '../../theme/system';
import { CITATION_NS } from './catalogue';

addSlotRecipes({ dialog: dialogSlotRecipe });

/**
 * Writes text to the clipboard with the asynchronous Clipboard API. Resolves false (never throws) when the
 * browser refuses (no permission, insecure context, no API).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** File name for a downloaded citation: the title folded to a short ASCII slug, e.g. `employment-relations-act-2000-citation.txt`. */
export function citationFileName(title: string): string {
  return `${fileSlug(title)}-citation.txt`;
}

export interface CitationDialogProps {
  /** The document to cite (a search hit or a full Document). */
  doc: CitableDocument;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The labels of missing elements, joined for display: `case name not held; year of introduction not held`. */
export function missingText(missing: readonly MissingElement[]): string {
  return missing.map((m) => MISSING_ELEMENT_LABELS[m]).join('; ');
}

/**
 * Dialog showing the document's citation in NZLR (New Zealand Law Style Guide), APA 7 and footnote forms
 * (built by `citeDocument` in the contracts), each with a copy button, plus Copy All, Download (.txt)
 * and the official link (new tab). A form the record cannot complete (no case name, no year of introduction, no
 * first page…) says so under it ("Not complete: …", `data-testid="citation-missing-<style>"`), its copy toast is a
 * warning naming what is missing, and Copy All and the download carry the same note under that form, so an
 * incomplete citation is never passed off as complete. Copy and download outcomes are announced with toasts.
 */
export function CitationDialog({ doc, open, onOpenChange }: CitationDialogProps) {
  const { t } = useTranslation(CITATION_NS);
  const url = officialUrl(doc);
  const size = useBreakpointValue<'full' | 'lg'>({ base: 'full', md: 'lg' }) ?? 'lg';

  const copy = async (
    text: string,
    style: CitationStyle | 'all',
    missing: readonly MissingElement[] = [],
  ) => {
    const ok = await copyText(text);
    if (ok && missing.length > 0 && style !== 'all') {
      toaster.create({
        type: 'warning',
        title: t('toast.copiedTitle'),
        description: t('toast.copiedIncomplete', {
          type: CITATION_STYLE_LABELS[style],
          missing: missingText(missing),
        }),
      });
    } else if (ok) {
      toaster.create({
        type: 'success',
        title: t('toast.copiedTitle'),
        description:
          style === 'all' ? t('toast.copiedAll') : t('toast.copied', { type: CITATION_STYLE_LABELS[style] }),
      });
    } else {
      toaster.create({ type: 'error', title: t('toast.failedTitle'), description: t('toast.failed') });
    }
  };

  const download = () => {
    downloadText(`${doc.title}\n\n${formatAllCitations(doc)}\n`, citationFileName(doc.title));
    toaster.create({ type: 'info', title: t('toast.downloadTitle'), description: t('toast.download') });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size={size}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontWeight="semibold" mb="1">
                {doc.title}
              </Text>
              <Dialog.Description fontSize="sm" color="fg.muted" mb="4">
                {t('description')}
              </Dialog.Description>
              <Stack gap="4">
                {CITATION_STYLES.map((style) => {
                  const { text, missing } = citeDocument(doc, style);
                  return (
                    <Box key={style} borderWidth="1px" borderRadius="md" p="3" data-citation-style={style}>
                      <HStack justify="space-between" align="start" gap="3">
                        <Heading as="h3" fontWeight="semibold" fontSize="sm">
                          {t(`formats.${style}`)}
                        </Heading>
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={t('copyLabel', { format: CITATION_STYLE_LABELS[style] })}
                          onClick={() => void copy(text, style, missing)}
                        >
                          {t('copy')}
                        </Button>
                      </HStack>
                      <Box
                        mt="2"
                        fontFamily="mono"
                        fontSize="sm"
                        wordBreak="break-word"
                        data-testid={`citation-${style}`}
                      >
                        {text}
                      </Box>
                      {missing.length > 0 && (
                        <Text
                          role="note"
                          mt="2"
                          fontSize="sm"
                          color="orange.800"
                          _dark={{ color: 'orange.300' }}
                          fontWeight="medium"
                          data-testid={`citation-missing-${style}`}
                        >
                          {t('incomplete', { missing: missingText(missing) })}
                        </Text>
                      )}
                    </Box>
                  );
                })}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="2" justifyContent="flex-start">
              <Button colorPalette="blue" onClick={() => void copy(formatAllCitations(doc), 'all')}>
                {t('copyAll')}
              </Button>
              <Button variant="outline" onClick={download}>
                {t('download')}
              </Button>
              <ExternalLink href={url} color="blue.700" textDecoration="underline">
                {t('official')}
              </ExternalLink>
              <Dialog.ActionTrigger asChild>
                <Button variant="ghost" ms="auto">
                  {t('close')}
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
