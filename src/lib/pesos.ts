/** Amounts in Philippine pesos, as the site shows them (training fees, membership dues). */

/**
 * 3500 -> "₱3,500"; 0 -> "Free". The content schemas allow whole pesos, zero or more; they are
 * written as `Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' })` writes them
 * (tests/unit/training-details.test.ts compares the two), but without Intl: the first Intl
 * formatter a page makes loads the browser's locale data, a long task on a phone
 * (docs/decisions/006).
 */
export function formatPeso(amount: number): string {
  if (amount === 0) return 'Free';
  return `₱${String(amount).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}
