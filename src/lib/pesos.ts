/** Amounts in Philippine pesos, as the site shows them (training fees, membership dues). */

const peso = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', maximumFractionDigits: 0 });

/** 3500 -> "₱3,500"; 0 -> "Free". */
export function formatPeso(amount: number): string {
  return amount === 0 ? 'Free' : peso.format(amount);
}
