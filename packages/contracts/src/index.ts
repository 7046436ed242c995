export * from './document';
export * from './search';
export * from './meili';
export * from './synonyms';
export * from './debates';
export * from './citation';
