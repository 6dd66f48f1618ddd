import type { Training } from '../../content/schemas/training';
import type { Webinar } from '../../content/schemas/webinar';
import type { ImageInfo } from '../../lib/images';

/** What a carousel slide shows. */
export type CarouselTraining = Pick<
  Training,
  'id' | 'title' | 'type' | 'date' | 'endDate' | 'location' | 'registerLink' | 'registrationDeadline'
>;

/** What a calendar or archive card shows. */
export type TrainingSummary = Pick<
  Training,
  | 'id'
  | 'title'
  | 'type'
  | 'date'
  | 'endDate'
  | 'location'
  | 'time'
  | 'description'
  | 'registerLink'
  | 'fee'
  | 'cpdUnits'
  | 'registrationDeadline'
  | 'seats'
>;

/** A webinar as its page shows it: the poster's path replaced by the poster the build processed. */
export type WebinarWithPoster = Omit<Webinar, 'imageUrl'> & { poster: ImageInfo };
