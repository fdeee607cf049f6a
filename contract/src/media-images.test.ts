import { describe, expect, it } from 'vitest';
import { derivativeSrcSet, illustrationSrcSet } from './media-images.js';
import { realisationIdOf } from './paths.js';

describe('image rules shared by the SPA and the gateway', () => {
  it('gives a derivative every width, and any other image none', () => {
    expect(derivativeSrcSet('/uploads/ab12-1600.webp')).toBe(
      '/uploads/ab12-480.webp 480w, /uploads/ab12-960.webp 960w, /uploads/ab12-1600.webp 1600w',
    );
    expect(derivativeSrcSet('/uploads/ab12-thumb.webp')).toBeUndefined();
    expect(derivativeSrcSet('/images/demo.jpg')).toBeUndefined();
  });

  it('names a service illustration’s two widths', () => {
    expect(illustrationSrcSet('/images/services/banc.webp', 1600, 800)).toBe(
      '/images/services/banc-800.webp 800w, /images/services/banc.webp 1600w',
    );
  });
});

describe('realisationIdOf', () => {
  it('reads the id of a realisation’s address, with or without its slug', () => {
    expect(realisationIdOf('42-golf-7-gti')).toBe('42');
    expect(realisationIdOf('42')).toBe('42');
  });

  it('reads no id from anything else, nor from a number no integer column holds', () => {
    expect(realisationIdOf('golf-42')).toBeUndefined();
    expect(realisationIdOf('42golf')).toBeUndefined();
    expect(realisationIdOf('1234567890-long')).toBeUndefined();
    expect(realisationIdOf(undefined)).toBeUndefined();
  });
});
