import { describe, expect, it } from 'vitest';
import { formatsOf, shownFormats } from './upload-formats';

const stored = {
  thumbnail: { url: '/uploads/thumbnail_a.png', mime: 'image/png', width: 156, height: 156, size: 3.1 },
  small: { url: '/uploads/small_a.png', mime: 'image/png', width: 500, height: 500 },
  // Not a format a reader can use: no URL.
  medium: { mime: 'image/png' },
  extra: { url: '/uploads/extra_a.png', width: '12' },
};

describe('the upload plugin formats column', () => {
  it('reads the parsed value (PostgreSQL) and the JSON text (SQLite) alike, keeping formats with a URL', () => {
    const expected = {
      thumbnail: { url: '/uploads/thumbnail_a.png', mime: 'image/png', width: 156, height: 156 },
      small: { url: '/uploads/small_a.png', mime: 'image/png', width: 500, height: 500 },
      extra: { url: '/uploads/extra_a.png', mime: undefined, width: undefined, height: undefined },
    };
    expect(formatsOf(stored)).toEqual(expected);
    expect(formatsOf(JSON.stringify(stored))).toEqual(expected);
  });

  it('reads nothing from no value, broken JSON or a non-object', () => {
    for (const value of [null, undefined, '{broken', '[1,2]', 42, [{ url: '/x' }]])
      expect(formatsOf(value)).toEqual({});
  });

  it('shows the four sizes only, without their MIME type', () => {
    expect(shownFormats(stored)).toEqual({
      thumbnail: { url: '/uploads/thumbnail_a.png', width: 156, height: 156 },
      small: { url: '/uploads/small_a.png', width: 500, height: 500 },
    });
  });
});
