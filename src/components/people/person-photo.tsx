import { cn } from '../../lib/cn';
import type { ImageInfo } from '../../lib/images';
import { Picture } from '../ui/picture';
import { avatarTone, initialsOf } from './initials';

export interface PersonPhotoProps {
  name: string;
  /** The photo as the build processed it (from public/images/people/); without it the initials show. */
  photo?: ImageInfo;
  /**
   * Size classes (the box, and the initials' text size); the default is the card's portrait.
   * They replace the default rather than being added to it, so no two sizes are in one list.
   */
  sizeClass?: string;
}

/**
 * A round portrait with fixed dimensions, so cards never shift while photos load. Without a
 * photo, the initials on a brand tone; hidden from screen readers since the name is beside it.
 */
export function PersonPhoto({ name, photo, sizeClass = 'size-32 text-4xl' }: PersonPhotoProps) {
  if (!photo) {
    const tone = avatarTone(name);
    return (
      <span
        aria-hidden="true"
        data-avatar="initials"
        className={cn(
          'flex shrink-0 items-center justify-center rounded-full font-bold tracking-wide select-none',
          tone.className,
          sizeClass,
        )}
      >
        {initialsOf(name)}
      </span>
    );
  }
  // The wording visitors of the seed site heard; screen readers say "image" before it anyway.
  const alt = `Photo of ${name}`;
  return (
    <Picture
      image={photo}
      alt={alt}
      // The portrait is at most 8rem (size-32) wide.
      sizes="128px"
      className={cn('shrink-0 rounded-full bg-slate-100 object-cover', sizeClass)}
    />
  );
}
