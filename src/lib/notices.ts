/** Which of the home page's dated notices are current on a given Manila day. */
import type { Notice } from '../content/schemas/home';

/** The notices whose `from`..`until` includes `today` (both days included), in the file's order. */
export function currentNotices<T extends Pick<Notice, 'from' | 'until'>>(
  notices: readonly T[] | undefined,
  today: string,
): T[] {
  return (notices ?? []).filter((notice) => notice.from <= today && today <= notice.until);
}

/** The notices not over on the build day: the ones a visitor may still see, today or later. */
export function noticesNotOver<T extends Pick<Notice, 'until'>>(
  notices: readonly T[] | undefined,
  today: string,
): T[] {
  return (notices ?? []).filter((notice) => today <= notice.until);
}
