import type { WithdrawAddress } from '@candor/shared';

/** An entry of the withdraw address book, as wallet/apv_address and wallet/addaddress answer it (the API contract's shape). */
export type AddressEntry = WithdrawAddress;

/** The entries of one coin on one network, in the server's order (newest first). */
export function addressesFor(list: readonly AddressEntry[], coin: string, network: string): AddressEntry[] {
  return list.filter((a) => a.coin === coin && a.network === network);
}

/**
 * The address the withdraw page pays to: the one the user chose when it is still in the book, else the only one.
 * With several and none chosen the user picks one, so money never goes to an address nobody selected.
 */
export type AddressChoice =
  | { state: 'none' }
  | { state: 'choose'; count: number }
  | { state: 'chosen'; entry: AddressEntry; count: number };

export function addressChoice(list: readonly AddressEntry[], chosenId: number | null | undefined): AddressChoice {
  if (list.length === 0) return { state: 'none' };
  const chosen = list.find((a) => a.id === chosenId) ?? (list.length === 1 ? list[0] : undefined);
  return chosen ? { state: 'chosen', entry: chosen, count: list.length } : { state: 'choose', count: list.length };
}

/** An address in groups of four, easier to compare by eye with the one on another screen. */
export const grouped = (address: string): string => address.replace(/(.{4})(?=.)/g, '$1 ');

/** A positive whole id from a query value; null for anything else. */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= 2 ** 31 ? n : null;
}
