/** Names of the interactive parts of a Markdown body (data-island="…"), shared by build and browser. */
export const GALLERY_ISLAND = 'gallery';
export const VIDEO_ISLAND = 'video';
