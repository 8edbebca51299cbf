// Every Italian string the user sees, once, named by where it is used: one file per area of the portal.
// Texts quoted by the specification are copied character for character (typos included).
export * from './shared';
export * from './candidate-area';
export * from './company';
export * from './company-faq';
export * from './search';
export * from './wizard';
export * from './invoices';
export * from './job-posts';
export * from './guarantee';
// The shop's texts ('./shop') are imported from their own module by the shop's pages only, so that every other
// page's JavaScript does not carry them (scripts/check-bundle.mjs).
export * from './ledger';
export * from './team';
