import { describe, expect, it } from 'vitest';
import { absoluteMediaUrl, mediaSrcSet } from './media-urls';

describe('media display mapping', () => {
  it('keeps absolute URLs and roots relative ones', () => {
    expect(absoluteMediaUrl('https://cdn.example.org/a.webp')).toBe('https://cdn.example.org/a.webp');
    expect(absoluteMediaUrl('/uploads/x-1600.webp')).toBe('/uploads/x-1600.webp');
    expect(absoluteMediaUrl('images/a.webp')).toBe('/images/a.webp');
    expect(absoluteMediaUrl(null)).toBeUndefined();
  });

  it('gives a srcset for the gateway’s derivatives only', () => {
    expect(mediaSrcSet('/uploads/abc-1600.webp')).toBe(
      '/uploads/abc-480.webp 480w, /uploads/abc-960.webp 960w, /uploads/abc-1600.webp 1600w',
    );
    expect(mediaSrcSet('/uploads/abc.mp4')).toBeUndefined();
  });
});
