/** Where article videos load from once a visitor presses Play (the CSP's frame-src allows it). */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export const videoEmbedUrl = (id: string) =>
  `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(id)}?autoplay=1`;
export const videoWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
