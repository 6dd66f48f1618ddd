import type { TrainingType } from '../../content/schemas/training';
import { cn } from '../../lib/cn';
import { trainingTypeText } from '../../lib/training-type-text';
import { VenueIcon, VirtualIcon } from './icons';

/** The training type with its icon: a screen for virtual trainings, a building otherwise. */
export function TrainingTypeLabel({ type, className }: { type: TrainingType; className?: string }) {
  const Icon = type === 'Virtual Training' ? VirtualIcon : VenueIcon;
  return (
    <p
      className={cn(
        'inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800',
        className,
      )}
    >
      <Icon />
      {trainingTypeText(type)}
    </p>
  );
}
