import type { Training } from '../content/schemas/training';
import type { Webinar } from '../content/schemas/webinar';
import type { ImageInfo } from './images';

/** What a carousel slide, the home page's next training and /training's next dates show. */
export type CarouselTraining = Pick<
  Training,
  | 'id'
  | 'title'
  | 'type'
  | 'date'
  | 'endDate'
  | 'location'
  | 'registerLink'
  | 'registrationDeadline'
  | 'fee'
  | 'cpdUnits'
>;

/** What a calendar or archive card shows: a slide's facts, and the time, summary, seats and report. */
export type TrainingSummary = CarouselTraining & Pick<Training, 'time' | 'summary' | 'seats' | 'report'>;

/** A webinar as its page shows it: the poster's path replaced by the poster the build processed. */
export type WebinarWithPoster = Omit<Webinar, 'imageUrl'> & { poster: ImageInfo };
