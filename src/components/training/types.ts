import type { Training } from '../../content/schemas/training';

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
