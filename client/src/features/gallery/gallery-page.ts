/** The gallery's page size: read by the screen and by its server-side loader. */
export const GALLERY_PAGE_SIZE = 12;
