/**
 * Every fixed enumeration except geography (the province options excepted, a static copy):
 * safe to import from browser code, as it pulls in no data package. Server code may import
 * `catalog/index` for everything.
 */
export * from './options';
export * from './candidate';
export * from './filters';
export * from './distance';
export * from './search-filters';
export * from './company';
export * from './lookups';
export * from './scheda-tecnica';
export * from './province-list';
export * from './job-post-rules';
export * from './lists';
export * from './privacy';
