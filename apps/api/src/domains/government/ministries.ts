import {
  type Dataset,
  DatasetSchema,
  GovernmentDatasetsInputSchema,
  GovernmentDatasetsOutputSchema,
  type GovernmentForm,
  GovernmentFormSchema,
  GovernmentFormsInputSchema,
  GovernmentFormsOutputSchema,
  GovernmentMinistriesInputSchema,
  GovernmentMinistriesOutputSchema,
  type Ministry,
  MinistrySchema,
} from '@aotearoa/contracts';
import { defineLookup, type LookupHit, pageInfo } from '../../platform/define-lookup';
import { directoryFieldsOf, provenanceOf, str, strings } from '../../platform/directory-fields';
import { equalsFilter } from '../../platform/filter-builder';

/** Maps a `government_organisation` record to the specification's Ministry entity (contacts as the directory printed them). */
export function toMinistry(hit: LookupHit): Ministry {
  const f = directoryFieldsOf(hit, 'government_organisation');
  return MinistrySchema.parse({
    id: hit.id,
    orgId: str(f.orgId) ?? String(hit.id).replace(/^government_organisation--/, ''),
    name: hit.title,
    shortName: str(f.shortName),
    teReoName: str(f.teReoName),
    category: str(hit.category),
    ministers: strings(f.ministers),
    phone: str(f.phone),
    freephone: str(f.freephone),
    email: str(f.email),
    website: str(f.website) ?? str(hit.url),
    contactPage: str(f.contactPage),
    address: str(f.physicalAddress) ?? str(f.postalAddress),
    parentName: str(f.parentName),
    keyForms: strings(f.keyForms),
    asAt: str(hit.asAt),
    ...provenanceOf(hit),
  });
}

/**
 * `governmentMinistries` — `GET /api/government-ministries?query=&category=<sector>&page=1&limit=50`.
 * Output: `{ ministries, total, page, pageSize, totalPages }` — one page (`limit` a page, paged in the index) of the
 * government organisations other than councils (the specification's entity Ministry), relevance for a query, else
 * by name; `total` counts every match (306 organisations in the bundled snapshot). Source: the directory index (kind
 * `government_organisation`), from the www.govt.nz organisations directory snapshot (`data/govtnz-organisations/`),
 * each entry with its last-modified date.
 * Errors: 400 naming `query`, `category`, `page` (1–1000) or `limit` (1–100); 503 when the index is unreachable.
 */
export const governmentMinistries = defineLookup({
  path: '/government-ministries',
  summary: 'Government ministries, departments and agencies',
  description:
    'Organisations of the www.govt.nz directory (councils excepted) with their contacts and responsible ' +
    'portfolios. category is a directory sector (e.g. Public Service); all or blank means no filter. page (from 1) ' +
    'and limit (organisations a page, at most 100) page the list; total counts it.',
  tags: ['government'],
  index: 'directory',
  input: GovernmentMinistriesInputSchema,
  baseFilter: [equalsFilter('kind', 'government_organisation')],
  query: (input) => input.query,
  filters: (input) => [input.category ? equalsFilter('category', input.category) : null],
  sort: (input) => (input.query ? undefined : ['title_sort:asc']),
  limit: (input) => input.limit,
  page: (input) => input.page,
  toItem: toMinistry,
  output: GovernmentMinistriesOutputSchema,
  respond: (ministries, result) => ({ ministries, ...pageInfo(result) }),
});

/** Maps a `government_form` record to the specification's Government form entity. */
export function toGovernmentForm(hit: LookupHit): GovernmentForm {
  const f = directoryFieldsOf(hit, 'government_form');
  return GovernmentFormSchema.parse({
    id: hit.id,
    title: hit.title,
    description: str(hit.summary),
    format: str(hit.subtype),
    category: str(hit.category),
    agency: str(f.agency),
    formNumber: str(f.formNumber),
    lastUpdated: str(hit.date) ?? str(hit.asAt),
    url: str(hit.url),
    ...provenanceOf(hit),
  });
}

/**
 * `governmentForms` — `GET /api/government-forms?query=&category=<agency org id>&format=&page=1&limit=50`.
 * Output: `{ forms, total, page, pageSize, totalPages }` — one page (paged in the index) of government forms (the
 * specification's entity Government form). Source: the directory index (kind `government_form`,
 * the `nz-government-forms` snapshot once indexed; an empty list until then).
 * Errors: 400 naming `query`, `category`, `format`, `page` or `limit`; 503 when the index is unreachable.
 */
export const governmentForms = defineLookup({
  path: '/government-forms',
  summary: 'Government forms',
  description:
    'Forms published by government agencies (IRD, Immigration NZ, Ministry of Justice). category is the ' +
    "agency's govt.nz organisation id (a ministry's View Forms sends it); format filters by file format. page " +
    '(from 1) and limit (forms a page, at most 100) page the list; total counts it.',
  tags: ['government'],
  index: 'directory',
  input: GovernmentFormsInputSchema,
  baseFilter: [equalsFilter('kind', 'government_form')],
  query: (input) => input.query,
  filters: (input) => [
    input.category ? equalsFilter('category', input.category) : null,
    input.format ? equalsFilter('subtype', input.format) : null,
  ],
  sort: (input) => (input.query ? undefined : ['title_sort:asc']),
  limit: (input) => input.limit,
  page: (input) => input.page,
  toItem: toGovernmentForm,
  output: GovernmentFormsOutputSchema,
  respond: (forms, result) => ({ forms, ...pageInfo(result) }),
});

/** Maps a `dataset` record to the specification's Dataset entity. */
export function toDataset(hit: LookupHit): Dataset {
  const f = directoryFieldsOf(hit, 'dataset');
  return DatasetSchema.parse({
    id: hit.id,
    title: hit.title,
    description: str(hit.summary),
    format: str(hit.subtype),
    category: str(hit.category),
    frequency: str(f.frequency),
    lastUpdated: str(hit.date),
    url: str(hit.url),
    formats: strings(f.formats),
    licence: str(f.licence),
    asAt: str(hit.asAt),
    ...provenanceOf(hit),
  });
}

/**
 * `governmentDatasets` — `GET /api/government-datasets?query=&category=&format=&page=1&limit=50`.
 * Output: `{ datasets, total, page, pageSize, totalPages }` — one page (paged in the index) of government datasets
 * (the specification's entity Dataset). Source: the directory index (kind `dataset`, the
 * `govt-datasets-catalogue` snapshot: the data.govt.nz catalogue pages of March 2019 and the PAN-NZ
 * protected-area catalogue). `format` matches any of a dataset's resource formats (FORM_FORMATS).
 * Errors: 400 naming `query`, `category`, `format`, `page` or `limit`; 503 when the index is unreachable.
 */
export const governmentDatasets = defineLookup({
  path: '/government-datasets',
  summary: 'Government datasets',
  description:
    'Datasets of the data.govt.nz catalogue. category is the publisher or group; format the file format; all or ' +
    'blank means no filter. page (from 1) and limit (datasets a page, at most 100) page the list; total counts it.',
  tags: ['government'],
  index: 'directory',
  input: GovernmentDatasetsInputSchema,
  baseFilter: [equalsFilter('kind', 'dataset')],
  query: (input) => input.query,
  filters: (input) => [
    input.category ? equalsFilter('category', input.category) : null,
    input.format ? equalsFilter('tags', `format:${input.format}`) : null,
  ],
  sort: (input) => (input.query ? undefined : ['title_sort:asc']),
  limit: (input) => input.limit,
  page: (input) => input.page,
  toItem: toDataset,
  output: GovernmentDatasetsOutputSchema,
  respond: (datasets, result) => ({ datasets, ...pageInfo(result) }),
});
