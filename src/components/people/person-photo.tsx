import { cn } from '../../lib/cn';
import type { ImageInfo } from '../../lib/images';
import { Picture } from '../ui/picture';

export interface PersonPhotoProps {
  name: string;
  /** The photo as the build processed it (from public/images/people/). */
  photo: ImageInfo;
  /** Size classes of the round box; the default is the card's portrait. */
  sizeClass?: string;
}

/** A round portrait with fixed dimensions, so cards never shift while photos load. */
export function PersonPhoto({ name, photo, sizeClass = 'size-20' }: PersonPhotoProps) {
  // The wording visitors of the seed site heard; screen readers say "image" before it anyway.
  const alt = `Photo of ${name}`;
  return (
    <Picture
      image={photo}
      alt={alt}
      // The portrait is at most 5rem (size-20) wide; 2x screens take the 160 px copy.
      sizes="80px"
      className={cn('shrink-0 rounded-full bg-slate-100 object-cover', sizeClass)}
    />
  );
}
