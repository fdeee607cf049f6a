import { PAGE_QUERY } from '@garage/contract/page-contract';

/** The gallery's page size: read by the screen and by its server-side loader. */
export const GALLERY_PAGE_SIZE = 12;

export type GalleryType = 'photo' | 'video';

/** The gallery's photo/video filter, as its address says it (`?type=`); anything else is no filter. */
export function galleryTypeOf(search: URLSearchParams): GalleryType | null {
  const type = search.get(PAGE_QUERY.type);
  return type === 'photo' || type === 'video' ? type : null;
}
