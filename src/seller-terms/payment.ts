/**
 * How a household pays a deposit (issue 42 item 4): the seller's account in the form Belgians read it,
 * and the order's structured communication (the Belgian "gestructureerde mededeling" / « communication
 * structurée », +++123/4567/89012+++: ten digits and their check number modulo 97, Febelfin's standard),
 * which banks check when it is typed and which lets the seller match the payment to the order.
 */
import { friendlyFormatIBAN } from 'ibantools';

/** 'BE68539007547034' → 'BE68 5390 0754 7034'. */
export function friendlyIban(electronic: string): string {
  return friendlyFormatIBAN(electronic) ?? electronic;
}

/** The structured communication of order `orderId`: its number in ten digits, then their remainder modulo 97 (97 for 0). */
export function orderReference(orderId: number): string {
  const base = String(orderId).padStart(10, '0');
  if (base.length > 10) throw new Error(`order number ${orderId} has more than ten digits`);
  const check = Number(BigInt(base) % 97n) || 97;
  const digits = `${base}${String(check).padStart(2, '0')}`;
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}
