import { describe, expect, it } from 'vitest';
import { absoluteMediaUrl, mediaImageProps, mediaSrcSet } from './media-urls';

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

  it('gives sizes only with a srcset: a thumbnail is made in one width', () => {
    expect(mediaImageProps('/uploads/abc-1600.webp', '50vw')).toEqual({
      src: '/uploads/abc-1600.webp',
      srcSet: '/uploads/abc-480.webp 480w, /uploads/abc-960.webp 960w, /uploads/abc-1600.webp 1600w',
      sizes: '50vw',
    });
    expect(mediaImageProps('/uploads/abc-thumb.webp', '50vw')).toEqual({
      src: '/uploads/abc-thumb.webp',
      srcSet: undefined,
      sizes: undefined,
    });
    expect(mediaImageProps(null, '50vw')).toEqual({ src: undefined, srcSet: undefined, sizes: undefined });
  });
});
