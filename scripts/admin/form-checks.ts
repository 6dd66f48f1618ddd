/**
 * Checks the web editor's forms make while an editor types, as plain functions (the browser
 * widgets in editor-init.ts call them; the content check still runs on every save). Each returns
 * a sentence for the editor, or undefined when the value is fine.
 */
import { formatDate, isValidIsoDate } from '../../src/lib/dates';

/** How a date field relates to another one of the same entry. */
export interface DateOrder {
  /** The other field's value (YYYY-MM-DD), when filled in. */
  other?: string;
  /** The other field's label, as the form shows it. */
  otherLabel: string;
  /** 'after': this date may not be before the other one; 'before': not after it. */
  relation: 'after' | 'before';
}

/** "2026-11-25" -> "November 25, 2026"; undefined unless a real calendar date. */
export function longDate(value: string | undefined): string | undefined {
  return value && isValidIsoDate(value) ? formatDate(value) : undefined;
}

export function dateProblem(value: string | undefined, order?: DateOrder): string | undefined {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Write the date as year-month-day, e.g. 2026-11-25.';
  if (!isValidIsoDate(value)) return `There is no such day as ${value}: check the month and the day.`;
  if (!order?.other || !isValidIsoDate(order.other)) return undefined;
  if (order.relation === 'after' && value < order.other)
    return `This date is before the ${order.otherLabel.toLowerCase()} (${formatDate(order.other)}).`;
  if (order.relation === 'before' && value > order.other)
    return `This date is after the ${order.otherLabel.toLowerCase()} (${formatDate(order.other)}).`;
  return undefined;
}

const isFilled = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/** Fields that go together (a fee's two amounts): all filled in, or none. */
export function togetherProblem(
  value: unknown,
  others: Array<{ label: string; value: unknown }>,
): string | undefined {
  const missing = others.filter((other) => !isFilled(other.value)).map((other) => other.label.toLowerCase());
  if (isFilled(value) && missing.length > 0)
    return `Fill in the ${missing.join(' and ')} too, or leave both empty.`;
  if (!isFilled(value) && missing.length < others.length) return 'Fill this in too, or leave both empty.';
  return undefined;
}
