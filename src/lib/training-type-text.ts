import type { TrainingType } from '../content/schemas/training';

/**
 * The training type as the site writes it: a name in the files ("Virtual Training"), a label in
 * the site's sentence case on cards and in search results ("Virtual training"), so both agree.
 */
export function trainingTypeText(type: TrainingType): string {
  return type.charAt(0) + type.slice(1).toLowerCase();
}
