import { videoEmbedUrl, videoWatchUrl } from '../../lib/video';
import { ClickToLoad } from './click-to-load';

export interface VideoEmbedProps {
  /** The YouTube video id (11 characters), checked by the content build. */
  id: string;
  /** What the video is, from the link text in the article. */
  title: string;
}

/**
 * A YouTube video in an article: nothing is requested from YouTube until the visitor presses
 * Play (then from youtube-nocookie.com, which sets no cookies before the video plays).
 */
export function VideoEmbed({ id, title }: VideoEmbedProps) {
  return (
    <ClickToLoad
      title={title}
      src={videoEmbedUrl(id)}
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      width={560}
      height={315}
      buttonLabel="Play video"
      link={{ href: videoWatchUrl(id), label: 'Watch on YouTube' }}
      className="my-6"
    />
  );
}
