import { DOCUMENT_TYPE_LABELS, type DocumentType, officialUrl, type SearchHit } from '@aotearoa/contracts';
import {
  Badge,
  Box,
  Button,
  Container,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Tabs,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe, nativeSelectSlotRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { toaster } from '../../components/toaster-store';
import { downloadToast, saveDocumentText } from '../../lib/document-download';
import { documentDate, formatDate, formatNumber } from '../../lib/format';
import { addRecipes, addSlotRecipes } from '../../theme/system';
import { usePageTitle } from '../home/usePageTitle';
import { Pagination } from '../search/Pagination';
import { CourtFormsTab } from './CourtFormsTab';
import { emailDraftHref, type SelectedDocument } from './documents-model';
import { documentsQuery } from './documents-query';
import { SelectCheckbox } from './SelectCheckbox';

addSlotRecipes({ tabs: tabsSlotRecipe, nativeSelect: nativeSelectSlotRecipe, field: fieldSlotRecipe });
addRecipes({ input: inputRecipe });

/** The specification's category filter of the documents page (LINZ Data is offered; the corpus holds none yet). */
const CATEGORIES: readonly { value: DocumentType; label: string }[] = [
  { value: 'legislation', label: 'Legislation' },
  { value: 'case_law', label: 'Case Law' },
  { value: 'academic', label: 'Academic Papers' },
  { value: 'regulation', label: 'Regulations' },
  { value: 'parliamentary_debate', label: 'Parliamentary Debates' },
  { value: 'linz_data', label: 'LINZ Data' },
];

/** Where a document can be read: its own file, else its page on the official or source site. */
function readUrl(doc: SearchHit): string | null {
  return doc.pdfUrl ?? officialUrl(doc);
}

/**
 * `/documents` — the Document Management Center: search the index (query and category sent to `GET /api/search`,
 * never filtered in the browser), select documents across pages and searches, e-mail the selection as a draft,
 * download a document (its file in a new tab, else a text file of its title, citation, summary and text), and the
 * Court Forms & Applications tab.
 */
export function DocumentsPage() {
  usePageTitle('Document Management Center');
  const [selected, setSelected] = useState<ReadonlyMap<string, SelectedDocument>>(new Map());
  const toggle = (doc: SelectedDocument) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(doc.id)) next.delete(doc.id);
      else next.set(doc.id, doc);
      return next;
    });

  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="2">
        Document Management Center
      </Heading>
      <Text color="fg.muted" mb="4">
        Find legislation, judgments, papers and debates, select the ones you need, and download them or e-mail
        the list. Each document keeps its source and the date it was retrieved.
      </Text>
      <SelectionBar
        count={selected.size}
        mailto={selected.size > 0 ? emailDraftHref([...selected.values()]) : null}
        onClear={() => setSelected(new Map())}
      />
      <Tabs.Root defaultValue="documents" variant="enclosed" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="documents">Legal Database Documents</Tabs.Trigger>
          <Tabs.Trigger value="forms">Court Forms &amp; Applications</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="documents">
          <DocumentsTab selected={selected} onToggle={toggle} />
        </Tabs.Content>
        <Tabs.Content value="forms">
          <CourtFormsTab selected={selected} onToggle={toggle} />
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  );
}

/**
 * The selection bar: how many are selected, Email Selected (a `mailto:` link to the draft; with nothing selected
 * the specification's alert) and Clear Selection; it stays at the top of the window while scrolling once something is
 * selected.
 */
function SelectionBar(props: { count: number; mailto: string | null; onClear: () => void }) {
  return (
    <HStack
      as="section"
      aria-label="Selection"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      mb="4"
      gap="3"
      wrap="wrap"
      // Kept in view while scrolling only when there is a selection to act on: empty, it covered the search box.
      position={props.count > 0 ? 'sticky' : 'static'}
      top="0"
      bg="bg"
      zIndex="1"
    >
      <Text aria-live="polite" data-testid="selection-count">
        {props.count === 0
          ? 'No documents selected'
          : `${props.count} ${props.count === 1 ? 'document' : 'documents'} selected`}
      </Text>
      {props.mailto ? (
        <Button asChild size="sm" colorPalette="blue">
          <a href={props.mailto} data-testid="email-selected">
            Email Selected
          </a>
        </Button>
      ) : (
        <Button
          size="sm"
          colorPalette="blue"
          data-testid="email-selected"
          onClick={() => window.alert('Please select documents to email first.')}
        >
          Email Selected
        </Button>
      )}
      <Button size="sm" variant="outline" onClick={props.onClear} disabled={props.count === 0}>
        Clear Selection
      </Button>
    </HStack>
  );
}

function DocumentsTab(props: {
  selected: ReadonlyMap<string, SelectedDocument>;
  onToggle: (doc: SelectedDocument) => void;
}) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<DocumentType | 'all'>('all');
  const [page, setPage] = useState(1);
  const countRef = useRef<HTMLParagraphElement>(null);
  /** Another page: back to the top of the list, focus on its count (read out: "page 2 of 376"). */
  const goToPage = (next: number) => {
    setPage(next);
    countRef.current?.scrollIntoView({ block: 'start' });
    countRef.current?.focus({ preventScroll: true });
  };
  const result = useQuery({
    ...documentsQuery({ query, category, page }),
    placeholderData: keepPreviousData,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQuery(draft.trim());
    setPage(1);
  };
  const data = result.data;

  return (
    <Stack gap="4" pt="4">
      <Box as="search">
        <form onSubmit={submit}>
          <HStack gap="3" align="end" wrap="wrap">
            <Field.Root flex="1" minW="14rem">
              <Field.Label htmlFor={inputId}>Search documents</Field.Label>
              <Input
                id={inputId}
                type="search"
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                placeholder="e.g. tenancy bond, [2017] NZSC 12, Privacy Act"
              />
            </Field.Root>
            <Field.Root width="auto" minW="12rem">
              <Field.Label htmlFor={`${inputId}-category`}>Category</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  id={`${inputId}-category`}
                  value={category}
                  onChange={(e) => {
                    setCategory(e.target.value as DocumentType | 'all');
                    setPage(1);
                  }}
                >
                  <option value="all">All categories</option>
                  {CATEGORIES.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button type="submit" colorPalette="blue">
              Search
            </Button>
          </HStack>
        </form>
      </Box>

      {result.isPending ? (
        <Text role="status">Loading documents...</Text>
      ) : result.isError ? (
        <Text role="alert" color="fg.error">
          Failed to fetch documents: {result.error.message}
        </Text>
      ) : !data || data.documents.length === 0 ? (
        <Text role="status">No documents found matching your search criteria</Text>
      ) : (
        <>
          <Text
            ref={countRef}
            fontSize="sm"
            color="fg.muted"
            data-testid="documents-count"
            tabIndex={-1}
            aria-live="polite"
            scrollMarginTop="20"
          >
            {formatNumber(data.total)} documents · page {data.page} of {formatNumber(data.totalPages)}
          </Text>
          <Stack as="ul" gap="3" listStyleType="none" aria-busy={result.isFetching}>
            {data.documents.map((doc) => (
              <li key={doc.id}>
                <DocumentItem
                  doc={doc}
                  checked={props.selected.has(doc.id)}
                  onToggle={() =>
                    props.onToggle({
                      id: doc.id,
                      title: doc.title,
                      citation: doc.citation,
                      url: readUrl(doc),
                    })
                  }
                />
              </li>
            ))}
          </Stack>
          <Pagination page={data.page} totalPages={data.totalPages} onPageChange={goToPage} />
        </>
      )}
    </Stack>
  );
}

function DocumentItem(props: { doc: SearchHit; checked: boolean; onToggle: () => void }) {
  const { doc } = props;
  const url = readUrl(doc);
  const date = documentDate(doc);
  const suppression = doc.metadata.suppression_notice?.trim();
  const [saving, setSaving] = useState(false);
  const download = async () => {
    if (doc.pdfUrl) {
      window.open(doc.pdfUrl, '_blank', 'noopener,noreferrer');
      return;
    }
    setSaving(true);
    const saved = await saveDocumentText({ ...doc, notice: suppression ?? null });
    setSaving(false);
    toaster.create(downloadToast(doc.title, saved));
  };
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="3" data-testid="document-item">
      <HStack align="start" gap="3">
        <SelectCheckbox title={doc.title} checked={props.checked} onToggle={props.onToggle} mt="1" />
        <Stack gap="1" flex="1" minW="0">
          <Heading as="h2" size="sm">
            {doc.title}
          </Heading>
          {suppression && (
            <Text fontSize="sm" color="fg.error" fontWeight="semibold" data-testid="suppression-notice">
              {suppression}
            </Text>
          )}
          <Wrap gap="2" fontSize="sm" color="fg.muted">
            <Badge variant="subtle">{DOCUMENT_TYPE_LABELS[doc.type]}</Badge>
            {doc.citation && <Text>{doc.citation}</Text>}
            {doc.court && <Text>{doc.court}</Text>}
            {date && <Text>{date}</Text>}
          </Wrap>
          {doc.summary && (
            <Text fontSize="sm" lineClamp="3">
              {doc.summary}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            Source: {doc.source}, retrieved {formatDate(doc.retrievedAt) || doc.retrievedAt}
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button size="xs" variant="outline" onClick={download} loading={saving} loadingText="Preparing…">
              Download
            </Button>
            {url && (
              <ExternalLink href={url} fontSize="sm" colorPalette="blue">
                View Online
              </ExternalLink>
            )}
          </HStack>
        </Stack>
      </HStack>
    </Box>
  );
}
