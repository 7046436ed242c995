export { type FilterOption, FilterSelect, plainOptions } from './FilterSelect';
export { omitEmpty } from './omit-empty';
export { type EmptyState, type ErrorState, QueryState } from './QueryState';
export { ReadHereLink } from './ReadHereLink';
export { SearchBox } from './SearchBox';
export { SourceLine } from './SourceLine';
export { sourcesOf } from './sources-of';
export { type PanelTab, ToolPanel } from './ToolPanel';
