import { cn } from '../../lib/cn';
import { assetUrl } from '../../lib/asset-url';

export const DEFAULT_AVATAR = '/images/people/avatar.svg';
const SIZE = 160;

export interface PersonPhotoProps {
  name: string;
  /** Photo under public/images/people/; without it a neutral avatar shows. */
  image?: string;
  className?: string;
}

/** A square portrait with fixed dimensions, so cards never shift while photos load. */
export function PersonPhoto({ name, image, className }: PersonPhotoProps) {
  return (
    <img
      src={assetUrl(image ?? DEFAULT_AVATAR)}
      // The default avatar says nothing about the person; the name is right beside it.
      alt={image ? `Photo of ${name}` : ''}
      width={SIZE}
      height={SIZE}
      loading="lazy"
      decoding="async"
      className={cn('size-32 rounded-full bg-slate-100 object-cover', className)}
    />
  );
}
