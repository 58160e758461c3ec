import { BANK_CARD_LIMIT, isValidAbaRouting, normalizeAccountNumber, sameHolderName } from '@candor/shared';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { Clock } from '../../platform/clock.js';
import { fail } from '../../platform/http/errors.js';
import type { Transactions } from '../../platform/db/transactions.js';
import type { BankRepo, BankCardRow } from './bank.repo.js';

/** The KYC door the bank asks: the approved legal name, or null before basic KYC is approved. */
export type VerifiedNames = { verifiedName(userId: number): Promise<string | null> };
/** Whether a fiat currency has a published, enabled rate. */
export type FiatRateDoor = { publishedFiatRate(code: string): Promise<{ code: string } | undefined> };

export type CardInput = {
  holder?: string | undefined; bank_name?: string | undefined; branch_name?: string | undefined; branch_number?: string | undefined;
  card_number?: string | undefined; swift?: string | undefined; iban?: string | undefined; bank_address?: string | undefined;
  payee_address?: string | undefined; postal_code?: string | undefined; currency?: string | undefined;
};

const clean = (v: string | undefined): string => (v ?? '').normalize('NFKC').replace(/\s+/gu, ' ').trim();
// Letters of any script, digits, spaces and the punctuation bank and place names carry; no control or markup characters.
const PLAIN = /^[\p{L}\p{M}\p{N} .,'&()/#-]*$/u;

function plain(value: string | undefined, field: string, max: number): string {
  const v = clean(value);
  if (v.length > max || !PLAIN.test(v)) fail('bank_field_invalid', { field });
  return v;
}

/** A SWIFT/BIC (8 or 11) upper cased, or a 9-digit Fedwire routing number with its checksum; empty when not given. */
export function checkSwift(value: string | undefined): string {
  const v = clean(value).replace(/\s/g, '').toUpperCase();
  if (v === '') return '';
  if (/^\d{9}$/.test(v) ? isValidAbaRouting(v) : isValidBIC(v)) return v;
  return fail('bank_swift_invalid');
}

/** The lowest of the slots 1..BANK_CARD_LIMIT that no held card takes. */
function freeSlot(taken: readonly (number | null)[]): number | undefined {
  for (let slot = 1; slot <= BANK_CARD_LIMIT; slot++) if (!taken.includes(slot)) return slot;
  return undefined;
}

/** A unique-index refusal, on either dialect. */
const isUniqueViolation = (e: unknown): boolean => {
  const m = e instanceof Error ? `${e.message} ${(e as { code?: unknown }).code ?? ''}` : '';
  return /unique|23505|SQLITE_CONSTRAINT/i.test(m);
};

/** An IBAN in its electronic format, checked (country, length, BBAN format, mod-97); empty when not given. */
export function checkIban(value: string | undefined): string {
  const v = clean(value);
  if (v === '') return '';
  const electronic = electronicFormatIBAN(v);
  if (!electronic || !isValidIBAN(electronic)) fail('bank_iban_invalid');
  return electronic;
}

/** The card fields checked and normalised, the holder against the KYC name. */
export function checkCard(input: CardInput, verifiedName: string): Omit<BankCardRow, 'id' | 'user_id' | 'created_at' | 'currency' | 'slot'> {
  const holder = clean(input.holder);
  if (!sameHolderName(holder, verifiedName)) fail('bank_holder_mismatch', { name: verifiedName });
  const bank_name = plain(input.bank_name, 'bank_name', 100);
  if (bank_name.length < 2) fail('bank_name_required');
  const card_number = normalizeAccountNumber(clean(input.card_number)) ?? fail('bank_account_invalid');
  const branch_number = clean(input.branch_number).toUpperCase();
  if (!/^[A-Z0-9-]{0,20}$/.test(branch_number)) fail('bank_field_invalid', { field: 'branch_number' });
  const postal_code = clean(input.postal_code).toUpperCase();
  if (!/^[A-Z0-9 -]{0,12}$/.test(postal_code)) fail('bank_field_invalid', { field: 'postal_code' });
  return {
    holder: verifiedName, bank_name, branch_name: plain(input.branch_name, 'branch_name', 100), branch_number, card_number,
    swift: checkSwift(input.swift), iban: checkIban(input.iban),
    bank_address: plain(input.bank_address, 'bank_address', 200), payee_address: plain(input.payee_address, 'payee_address', 200), postal_code,
  };
}

/** Bank cards: bound after the checks (the holder must be the KYC name), at most BANK_CARD_LIMIT per user, removable. */
export class BankCards {
  constructor(private readonly repo: BankRepo, private readonly transactions: Transactions, private readonly clock: Clock,
    private readonly kyc: VerifiedNames, private readonly rates: FiatRateDoor) {}

  list(userId: number): Promise<BankCardRow[]> {
    return this.repo.cards(userId);
  }

  async owned(userId: number, id: number): Promise<BankCardRow> {
    return (await this.repo.card(userId, id)) ?? fail('bank_card_not_found');
  }

  async add(userId: number, input: CardInput): Promise<BankCardRow> {
    const name = (await this.kyc.verifiedName(userId)) ?? fail('bank_kyc_required');
    const fields = checkCard(input, name);
    const code = clean(input.currency).toUpperCase() || 'USD';
    if (!/^[A-Z]{3}$/.test(code) || !(await this.rates.publishedFiatRate(code))) fail('bank_currency_unavailable', { currency: code.slice(0, 3) });
    // A card takes a free slot of the user's BANK_CARD_LIMIT; the unique (user, slot) and (user, number) indexes stop
    // two binds at the same instant from taking the same place or the same card. The loser tries again and then
    // sees the winner's card.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.transactions.run(async (tx) => {
          const held = await this.repo.cards(userId, tx);
          if (held.some((c) => c.card_number === fields.card_number)) fail('bank_card_exists');
          const slot = freeSlot(held.map((c) => c.slot));
          if (slot === undefined) return fail('bank_card_limit', { limit: BANK_CARD_LIMIT });
          return this.repo.insertCard(tx, { ...fields, user_id: userId, currency: code, slot, created_at: this.clock.now() });
        });
      } catch (e) {
        if (!isUniqueViolation(e) || attempt >= 3) throw e;
      }
    }
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.repo.deleteCard(userId, id))) fail('bank_card_not_found');
  }
}
