import type { Training } from '../content/schemas/training';

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
