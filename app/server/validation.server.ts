// conform's zod adapter for loaders and actions only: a route module that imported '@conform-to/zod' itself
// kept zod in its browser chunk (15 kB gzipped) even when only its loader and action used it; a `.server`
// module never reaches the browser (issue 16, docs/decisions.md).
export { getZodConstraint, parseWithZod } from '@conform-to/zod';
