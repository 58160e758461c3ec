import { normalizeAccountNumber, sameHolderName } from '@candor/shared';

/** The add-card form as typed; the server checks it again (IBAN checksum, SWIFT, the KYC name). */
export type CardForm = {
  holder: string; bank_name: string; branch_name: string; branch_number: string; card_number: string; swift: string; iban: string;
  bank_address: string; payee_address: string; postal_code: string; currency: string;
};

export type CardField = keyof CardForm;
export type CardError = 'holder' | 'bank_name' | 'card_number' | 'swift' | 'iban';

export const emptyCardForm = (holder: string, currency = 'USD'): CardForm => ({
  holder, bank_name: '', branch_name: '', branch_number: '', card_number: '', swift: '', iban: '', bank_address: '', payee_address: '',
  postal_code: '', currency,
});

/**
 * What the page can tell before sending: the holder is the KYC name, a bank name, an account of 6-30 digits, and
 * the shapes of SWIFT/BIC (or a 9-digit routing number) and IBAN when given. Answers the fields in error.
 */
export function cardErrors(f: CardForm, verifiedName: string): Partial<Record<CardField, CardError>> {
  const errors: Partial<Record<CardField, CardError>> = {};
  if (!sameHolderName(f.holder, verifiedName)) errors.holder = 'holder';
  if (f.bank_name.trim().length < 2) errors.bank_name = 'bank_name';
  if (normalizeAccountNumber(f.card_number) === null) errors.card_number = 'card_number';
  const swift = f.swift.replace(/\s/g, '').toUpperCase();
  if (swift !== '' && !/^(\d{9}|[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?)$/.test(swift)) errors.swift = 'swift';
  const iban = f.iban.replace(/\s/g, '').toUpperCase();
  if (iban !== '' && !/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) errors.iban = 'iban';
  return errors;
}

/** The account number as the list shows it: the last four digits behind dots. */
export const maskedAccount = (tail: string): string => `•••• ${tail}`;
