export * from './citation';
export * from './debates';
export * from './document';
export * from './guidance';
export * from './meili';
export * from './query-terms';
export * from './search';
export * from './synonyms';
