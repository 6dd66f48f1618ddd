/** What a training card still to come needs of a training (build only; see loaders/page.server.ts). */
import type { CarouselTraining } from '../lib/training-types';
import type { Training } from '../content/schemas/training';

/** The fields of a carousel card, the home page's next training and /training's next dates. */
export function offerOf(training: Training): CarouselTraining {
  const { id, title, type, date, endDate, location, registerLink, registrationDeadline, fee, cpdUnits } =
    training;
  return {
    id,
    title,
    type,
    date,
    endDate,
    location,
    registerLink,
    ...(registrationDeadline ? { registrationDeadline } : {}),
    ...(fee === undefined ? {} : { fee }),
    ...(cpdUnits === undefined ? {} : { cpdUnits }),
  };
}
