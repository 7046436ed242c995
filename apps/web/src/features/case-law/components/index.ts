export {
  areaLabel,
  CaseCard,
  type CaseCardVariant,
  DownloadButton,
  SIGNIFICANCE_LABELS,
  SuppressionNotice,
  truncate,
} from './CaseCard';
export { CASE_SEARCH_HINT, type CaseCardOptions, CaseGrid, CaseResults } from './CaseResults';
export { DerivedBadge } from './DerivedBadge';
