/**
 * The facts an agency needs to approve attendance (fee, CPD units, deadline, seats), as short
 * display strings. Pure, so cards, the event page and tests share one wording.
 */
import type { Training } from '../content/schemas/training';
import { formatDate } from './dates';
import { formatPeso } from './pesos';

export type TrainingDetails = Pick<Training, 'fee' | 'cpdUnits' | 'registrationDeadline' | 'seats'>;

/** "₱3,500 members, ₱4,500 non-members", or the one amount when both rates are equal. */
export function formatFee(fee: NonNullable<Training['fee']>): string {
  if (fee.member === fee.nonMember) return formatPeso(fee.member);
  return `${formatPeso(fee.member)} members, ${formatPeso(fee.nonMember)} non-members`;
}

/** 16 -> "16 CPD units"; 1 -> "1 CPD unit". */
export function formatCpdUnits(units: number): string {
  return `${units} CPD unit${units === 1 ? '' : 's'}`;
}

export interface DetailLine {
  label: string;
  value: string;
}

/** The lines present for this training, in the order a reader checks them. */
export function detailLines(training: TrainingDetails, options: { short?: boolean } = {}): DetailLine[] {
  const lines: DetailLine[] = [];
  if (training.fee) lines.push({ label: 'Fee', value: formatFee(training.fee) });
  if (training.cpdUnits !== undefined)
    lines.push({ label: 'CPD units', value: formatCpdUnits(training.cpdUnits) });
  if (training.registrationDeadline) {
    lines.push({
      label: 'Register by',
      value: formatDate(training.registrationDeadline, { short: options.short }),
    });
  }
  if (training.seats !== undefined) lines.push({ label: 'Seats', value: `${training.seats} seats` });
  return lines;
}
