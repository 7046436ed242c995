import {
  CITATION_STYLES,
  type CitableDocument,
  type CitationStyle,
  formatCitation,
} from '@aotearoa/contracts';

/**
 * Worked citation examples for the help page, formatted by the same `formatCitation` the citation dialog uses,
 * on real records from the bundled data: the Employment Relations Act 2000 (Acts list from legislation.govt.nz)
 * and Kumar v Police [2018] NZHC 3202 (Judicial Decisions Online judgment text).
 */
const EXAMPLES: { label: string; doc: CitableDocument; pinpoint: string }[] = [
  {
    label: 'Employment Relations Act 2000, section 103',
    pinpoint: 's 103',
    doc: {
      title: 'Employment Relations Act 2000',
      type: 'legislation',
      court: null,
      citation: null,
      date_enacted: '2000-01-01',
      date_published: null,
      author: null,
      metadata: {},
      sourceUrl: 'https://www.legislation.govt.nz/act/public/2000/0024/latest/DLM58317.html',
    },
  },
  {
    label: 'Kumar v Police [2018] NZHC 3202, paragraph 2',
    pinpoint: '[2]',
    doc: {
      title: 'Kumar v Police',
      type: 'case_law',
      court: 'High Court',
      citation: '[2018] NZHC 3202',
      date_enacted: null,
      date_published: '2018-12-11',
      author: null,
      metadata: {},
      sourceUrl: 'https://www.courtsofnz.govt.nz/judgments',
    },
  },
];

export const CITATION_EXAMPLES = EXAMPLES.map((e) => ({
  label: e.label,
  forms: CITATION_STYLES.map((style: CitationStyle) => ({
    style,
    text: formatCitation(e.doc, style, { pinpoint: e.pinpoint }),
  })),
}));
