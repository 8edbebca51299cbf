// Picture and logo URLs for the browser: Strapi's upload paths served through the Remix media route.
import type { Media } from './types';

type Format = 'thumbnail' | 'small' | 'medium' | 'large';

/** The first existing format in `preference`, else the original, as a path under /media. */
export function mediaUrl(
  media: Media,
  preference: Format[] = ['medium', 'small', 'thumbnail'],
): string | null {
  const url = preference.map((format) => media.formats?.[format]?.url).find(Boolean) ?? media.url;
  if (!url || !url.startsWith('/uploads/')) return null;
  return `/media/${url.slice('/uploads/'.length)}`;
}
