/**
 * The facts an agency needs to approve attendance (fee, CPD units, deadline, seats), as short
 * display strings. Pure, so cards, the event page and tests share one wording.
 */
import type { Training } from '../content/schemas/training';
import { addDays, formatDate, formatMonthDay, nearDay, type FormatOptions, type IsoDate } from './dates';
import { formatPeso } from './pesos';

export type TrainingDetails = Pick<Training, 'fee' | 'cpdUnits' | 'registrationDeadline' | 'seats' | 'date'>;

export const FEE_TBA_TEXT = 'Fee to be announced';
export const CPD_TBA_TEXT = 'CPD units to be announced';
export const NO_CPD_TEXT = 'No CPD units';

/** "₱3,500 members, ₱4,500 non-members", the one amount when both are equal, or "Fee to be announced". */
export function formatFee(fee: Training['fee']): string {
  if (fee === undefined || fee === 'tba') return FEE_TBA_TEXT;
  if (fee.member === fee.nonMember) return formatPeso(fee.member);
  return `${formatPeso(fee.member)} members, ${formatPeso(fee.nonMember)} non-members`;
}

/** 16 -> "16 CPD units"; 1 -> "1 CPD unit"; none -> "No CPD units"; not given -> "CPD units to be announced". */
export function formatCpdUnits(units: Training['cpdUnits']): string {
  if (units === undefined) return CPD_TBA_TEXT;
  if (units === 'none') return NO_CPD_TEXT;
  return `${units} CPD unit${units === 1 ? '' : 's'}`;
}

/** "PRC CPD Provider No. 0000", said beside the units a training earns. */
export function cpdProviderText(providerNumber: string): string {
  return `PRC CPD Provider No. ${providerNumber}`;
}

/**
 * The last day a visitor can register: the deadline, or the day before the training starts
 * (registration closes when it starts; lib/registration.ts).
 */
export function lastRegistrationDay(training: Pick<Training, 'date' | 'registrationDeadline'>): IsoDate {
  return training.registrationDeadline ?? addDays(training.date, -1);
}

/**
 * The last day to register as a visitor reads it on `today`: "Today (Nov 26)", "Tomorrow (Nov 27)",
 * otherwise the date ("Nov 28, 2026"). `soon` is true for today and tomorrow.
 */
export function formatRegisterBy(
  day: IsoDate,
  today: IsoDate | undefined,
  options: FormatOptions = {},
): { text: string; soon: boolean } {
  const near = nearDay(day, today);
  if (near === null) return { text: formatDate(day, options), soon: false };
  return { text: `${near === 'today' ? 'Today' : 'Tomorrow'} (${formatMonthDay(day, options)})`, soon: true };
}

/**
 * What the training's page says beside Register now: "Registration closes today" (or tomorrow)
 * on those days, otherwise (or without a day: the prerendered HTML) "Register by November 28, 2026".
 */
export function registerByNotice(day: IsoDate, today: IsoDate | undefined): { text: string; soon: boolean } {
  const near = nearDay(day, today);
  if (near === null) return { text: `Register by ${formatDate(day)}`, soon: false };
  return { text: `Registration closes ${near}`, soon: true };
}

/** 40 -> "Limited to 40 participants": the seats are the class's size, not those still free. */
export function formatSeats(seats: number): string {
  return `Limited to ${seats} participant${seats === 1 ? '' : 's'}`;
}

export interface DetailLine {
  /** Which fact the line gives, so a view can draw its icon. */
  kind: 'fee' | 'cpd' | 'registerBy' | 'seats';
  label: string;
  value: string;
  /** The value's parts that must not break inside (the two rates), joined by ", " they are the value. */
  parts?: string[];
  /** The line a reader must not miss: the last day to register is today or tomorrow. */
  urgent?: boolean;
}

export interface DetailOptions {
  /** Short month names ("Nov 28, 2026") on cards. */
  short?: boolean;
  /**
   * A training still to come shows every line a buyer checks, "to be announced" where the file
   * is silent, and its last day to register; a completed one only the CPD units it earned (its
   * fee and seats are of no use to a reader any more).
   */
  upcoming?: boolean;
  /** False once registration has closed: the card's action says so instead. */
  registerBy?: boolean;
  /** The association's PRC CPD provider number, said beside a number of units. */
  cpdProvider?: string;
  /** The reader's Manila day: a last day to register that is today or tomorrow is said so. */
  today?: IsoDate;
}

/** The lines for this training, in the order a reader checks them. */
export function detailLines(training: TrainingDetails, options: DetailOptions = {}): DetailLine[] {
  const { upcoming = false, short, registerBy = true, cpdProvider, today } = options;
  const lines: DetailLine[] = [];
  if (upcoming) {
    const value = formatFee(training.fee);
    lines.push({ kind: 'fee', label: 'Fee', value, parts: value.split(', ') });
  }
  if (upcoming || typeof training.cpdUnits === 'number') {
    const units = formatCpdUnits(training.cpdUnits);
    const provider =
      typeof training.cpdUnits === 'number' && cpdProvider ? ` (${cpdProviderText(cpdProvider)})` : '';
    lines.push({ kind: 'cpd', label: 'CPD units', value: `${units}${provider}` });
  }
  if (upcoming && registerBy) {
    const { text, soon } = formatRegisterBy(lastRegistrationDay(training), today, { short });
    lines.push({ kind: 'registerBy', label: 'Register by', value: text, ...(soon ? { urgent: true } : {}) });
  }
  if (upcoming && training.seats !== undefined)
    lines.push({ kind: 'seats', label: 'Seats', value: formatSeats(training.seats) });
  return lines;
}
