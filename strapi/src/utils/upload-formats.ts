/**
 * The upload plugin's `formats` column: the resized copies of an image, by name (thumbnail, small, medium, large),
 * each with its URL and more (mime, width, height, size…). The generated types call it any JSON, and SQLite hands
 * back its text: this reads it once, for every reader, keeping the formats that have a URL.
 */
import { parseJsonColumn } from './json-column';

export type StoredFormat = { url: string; mime?: string; width?: number; height?: number };

const FORMAT_NAMES = ['thumbnail', 'small', 'medium', 'large'] as const;
type FormatName = (typeof FORMAT_NAMES)[number];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optional = <T>(value: unknown, type: 'string' | 'number'): T | undefined =>
  typeof value === type ? (value as T) : undefined;

/** Every format of the column with a URL, by name; anything else (no JSON, no object, no URL) is left out. */
export const formatsOf = (value: unknown): Record<string, StoredFormat> => {
  const parsed = parseJsonColumn(value);
  if (!isRecord(parsed)) return {};
  const formats: Record<string, StoredFormat> = {};
  for (const [name, format] of Object.entries(parsed)) {
    if (!isRecord(format) || typeof format.url !== 'string') continue;
    formats[name] = {
      url: format.url,
      mime: optional(format.mime, 'string'),
      width: optional(format.width, 'number'),
      height: optional(format.height, 'number'),
    };
  }
  return formats;
};

/** The formats an answer shows of an image: the four sizes Strapi makes, with their URL and size only. */
export const shownFormats = (value: unknown): Partial<Record<FormatName, Omit<StoredFormat, 'mime'>>> => {
  const formats = formatsOf(value);
  const shown: Partial<Record<FormatName, Omit<StoredFormat, 'mime'>>> = {};
  for (const name of FORMAT_NAMES) {
    const format = formats[name];
    if (format) shown[name] = { url: format.url, width: format.width, height: format.height };
  }
  return shown;
};
