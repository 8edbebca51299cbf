// The <head> tags every page carries. Remix v2 uses the deepest route's `meta` alone (a parent's is not merged),
// so each route builds its tags here: title '<page> | <portal>' and the meta description, one rule for all pages.
import type { MetaDescriptor } from '@remix-run/node';
import { common } from '#app/texts/index.ts';

export function pageMeta(title?: string, description: string = common.metaDescription): MetaDescriptor[] {
  return [
    { title: title ? `${title} | ${common.appName}` : common.appName },
    { name: 'description', content: description },
  ];
}
