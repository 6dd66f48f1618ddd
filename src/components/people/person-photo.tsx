import { cn } from '../../lib/cn';
import { assetUrl } from '../../lib/asset-url';
import { avatarTone, initialsOf } from './initials';

const SIZE = 160;

export interface PersonPhotoProps {
  name: string;
  /** Photo under public/images/people/; without it the person's initials show. */
  image?: string;
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
export function PersonPhoto({ name, image, sizeClass = 'size-32 text-4xl' }: PersonPhotoProps) {
  if (!image) {
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
    <img
      src={assetUrl(image)}
      alt={alt}
      width={SIZE}
      height={SIZE}
      loading="lazy"
      decoding="async"
      className={cn('shrink-0 rounded-full bg-slate-100 object-cover', sizeClass)}
    />
  );
}
