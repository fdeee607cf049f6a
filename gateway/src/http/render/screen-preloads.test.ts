import { describe, expect, it } from 'vitest';
import { preloadLinks, type BuildManifest } from './screen-preloads.js';

/** The shape Vite writes: the entry, a screen importing a shared chunk, the entry and its own styles. */
const manifest: BuildManifest = {
  'index.html': { file: 'assets/main-1.js', imports: ['_react-1.js'], css: ['assets/main-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_heading-1.js': { file: 'assets/heading-1.js', imports: ['_react-1.js'], css: ['assets/heading-1.css'] },
  'src/routes/Realisations.tsx': {
    file: 'assets/Realisations-1.js',
    imports: ['_react-1.js', 'index.html', '_heading-1.js'],
    css: ['assets/Realisations-1.css'],
  },
  'src/features/gallery/Lightbox.tsx': {
    file: 'assets/Lightbox-1.js',
    imports: ['_react-1.js', '_heading-1.js'],
    css: ['assets/Lightbox-1.css'],
  },
};
const REALISATIONS = 'src/routes/Realisations.tsx';

describe('preload links of a page', () => {
  it('names the screen chunk, what it imports beyond the entry, and their styles', () => {
    expect(preloadLinks(manifest, [REALISATIONS], undefined)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/Realisations-1.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/Realisations-1.css" />',
      '<link rel="modulepreload" crossorigin href="/assets/heading-1.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/heading-1.css" />',
    ]);
  });

  it('for a page rendered on the gateway, links the styles of everything it shows and names its scripts', () => {
    expect(
      preloadLinks(manifest, [REALISATIONS, 'src/features/gallery/Lightbox.tsx'], undefined, { rendered: true }),
    ).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/Realisations-1.css" />',
      '<link rel="stylesheet" crossorigin href="/assets/heading-1.css" />',
      '<link rel="stylesheet" crossorigin href="/assets/Lightbox-1.css" />',
      '<meta name="page-modules" content="/assets/Realisations-1.js /assets/heading-1.js /assets/Lightbox-1.js" />',
    ]);
  });

  it('asks for nothing without a manifest or for a screen it does not list', () => {
    expect(preloadLinks(undefined, [REALISATIONS], undefined)).toEqual([]);
    expect(preloadLinks(manifest, ['src/routes/Contact.tsx'], undefined)).toEqual([]);
    expect(preloadLinks(manifest, [], undefined)).toEqual([]);
  });

  it('preloads the largest image with the srcset and sizes the page will use, escaped', () => {
    expect(preloadLinks(undefined, [], { href: '/uploads/a"b-thumb.webp' })).toEqual([
      '<link rel="preload" as="image" href="/uploads/a&quot;b-thumb.webp" fetchpriority="high" />',
    ]);
    expect(
      preloadLinks(undefined, [], {
        href: '/h.webp',
        srcset: '/h-800.webp 800w, /h.webp 1600w',
        sizes: '100vw',
      }),
    ).toEqual([
      '<link rel="preload" as="image" href="/h.webp" imagesrcset="/h-800.webp 800w, /h.webp 1600w" imagesizes="100vw" fetchpriority="high" />',
    ]);
  });
});
