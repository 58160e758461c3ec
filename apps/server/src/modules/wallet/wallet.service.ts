import { DEFAULT_DECIMALS, formatAmount, pow10, type WalletBalanceRow, type WalletDetail, type WalletOverview, type WalletStatementLine } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { Idempotency } from '../../platform/idempotency.js';
import type { CoinSettings, CoinsService } from '../coins/index.js';
import { userAccount, type LedgerService, type Mode } from '../ledger/index.js';
import type { MarketService } from '../market/index.js';
import { createWalletRepo } from './wallet.repo.js';
import { WalletReports } from './wallet.reports.js';
import { ACCOUNT_KINDS, accountKindOf, transferAmountOf, usdtValueOf } from './wallet.rules.js';
import {
  assetBalanceOf, statementLineView, transferView, type AssetInfo, type TransferView,
} from './wallet.views.js';

export type WalletDeps = {
  db: Db; clock: Clock; ledger: LedgerService; coins: CoinsService; market: MarketService; idempotency: Idempotency;
  users: { byId(id: number): Promise<unknown> };
};
export type Paging = { page: number; limit: number };
export type TransferInput = { from?: string | undefined; to?: string | undefined; coin?: string | undefined; amount?: string | undefined };

const coinInfo = (c: CoinSettings): AssetInfo => ({ asset: c.asset, decimals: c.coin.decimals, currencyId: c.coin.id, name: c.coin.name });

/**
 * The user's wallet: accounts (funding, options, futures, trust) per coin in the request's mode, their USDT
 * valuation, transfers between them (one ledger entry each) and the statement read from the journal.
 */
export class WalletService {
  private readonly repo;
  readonly reports: WalletReports;

  constructor(private readonly d: WalletDeps) {
    this.repo = createWalletRepo(d.db);
    this.reports = new WalletReports(d.ledger, d.users, d.clock);
  }

  /** Every account kind with every wallet coin and any other asset held there, valued in USDT. */
  async overview(userId: number, mode: Mode): Promise<WalletOverview> {
    const coins = (await this.d.coins.list()).map(coinInfo);
    const balances = await this.d.ledger.balances(userId, mode);
    let grand = 0n;
    const accounts = ACCOUNT_KINDS.map((kind) => {
      const held = balances.filter((b) => b.kind === kind);
      const others = held.filter((b) => !coins.some((c) => c.asset === b.asset) && b.available + b.locked !== 0n);
      let total = 0n;
      const assets = [...coins, ...others.map((b) => this.infoOf(b.asset))].map((a) => {
        const b = held.find((x) => x.asset === a.asset) ?? { available: 0n, locked: 0n };
        const value = this.valueOf(a, b.available + b.locked);
        total += value ?? 0n;
        return assetBalanceOf(a, b, value);
      });
      grand += total;
      return { kind, total_usdt: formatAmount(total), assets };
    });
    return { mode, total_usdt: formatAmount(grand), accounts };
  }

  /** One asset's balance in one account kind (funding when none is named). */
  async detail(userId: number, mode: Mode, q: { coin?: string | undefined; currency_id?: string | undefined; type?: string | undefined }): Promise<WalletDetail> {
    const kind = accountKindOf(q.type, 'funding');
    // An empty coin field (a form's blank input) falls back to currency_id.
    const a = await this.assetOf(q.coin?.trim() || q.currency_id);
    const b = await this.d.ledger.balance(userAccount(userId, a.asset, kind, mode));
    return { ...assetBalanceOf(a, b, this.valueOf(a, b.available + b.locked)), kind, mode };
  }

  /** The raw accounts of getBalance, optionally of one kind and one asset. */
  async balances(userId: number, mode: Mode, q: { type?: string | undefined; currency?: string | undefined }): Promise<WalletBalanceRow[]> {
    const kind = q.type ? accountKindOf(q.type) : undefined;
    const asset = q.currency ? (await this.assetOf(q.currency)).asset : undefined;
    return (await this.d.ledger.balances(userId, mode))
      .filter((b) => (kind === undefined || b.kind === kind) && (asset === undefined || b.asset === asset))
      .map((b) => ({ asset: b.asset, kind: b.kind, mode: b.mode, available: formatAmount(b.available), locked: formatAmount(b.locked) }));
  }

  /**
   * Moves a wallet coin between two of the user's own accounts of one mode: one ledger entry (actor the user,
   * reason transfer) and a transfer record, in one transaction, at most once per idempotency key.
   */
  async transfer(userId: number, mode: Mode, input: TransferInput, key: string | undefined): Promise<TransferView> {
    const from = accountKindOf(input.from);
    const to = accountKindOf(input.to);
    if (from === to) fail('transfer_same_account');
    if (!input.coin?.trim()) fail('account_coin_required');
    const coin = await this.d.coins.get(input.coin.trim());
    const { decimals } = coin.coin;
    const amount = transferAmountOf(input.amount, decimals);
    const request = { mode, from, to, coin: coin.asset, amount: formatAmount(amount, decimals) };
    return this.d.idempotency.once({ userId, scope: 'wallet.change', key, request }, async (tx) => {
      const row = await this.repo.insertTransfer(tx, {
        user_id: userId, mode, asset: coin.asset, from_kind: from, to_kind: to, amount_atoms: amount, entry_id: 0, created_at: this.d.clock.now(),
      });
      const { entryId } = await this.d.ledger.post(tx, {
        actor: { type: 'user', id: userId }, reason: 'transfer', ref: `transfer:${row.id}`,
        lines: [
          { account: userAccount(userId, coin.asset, from, mode), amount: -amount },
          { account: userAccount(userId, coin.asset, to, mode), amount },
        ],
      });
      await this.repo.setEntry(tx, row.id, entryId);
      return transferView({ ...row, entry_id: entryId }, decimals);
    });
  }

  /** The user's transfer records of the mode, newest first. */
  async history(userId: number, mode: Mode, q: Paging & { coin?: string | undefined }): Promise<{ total: number; items: TransferView[] }> {
    const asset = q.coin ? await this.assetOf(q.coin) : undefined;
    const r = await this.repo.page({ userId, mode, asset: asset?.asset, limit: q.limit, offset: (q.page - 1) * q.limit });
    const places = new Map((await this.d.coins.list()).map((c) => [c.asset, c.coin.decimals]));
    return { total: r.total, items: r.items.map((t) => transferView(t, places.get(t.asset) ?? DEFAULT_DECIMALS)) };
  }

  /** The user's own statement of the mode from the ledger journal, optionally of one coin and one account kind. */
  async statement(userId: number, mode: Mode, q: Paging & { coin?: string | undefined; type?: string | undefined }): Promise<{ total: number; items: WalletStatementLine[] }> {
    const kind = q.type ? accountKindOf(q.type) : undefined;
    const asset = q.coin ? (await this.assetOf(q.coin)).asset : undefined;
    const r = await this.d.ledger.statement({ ownerId: userId, mode, asset, kind }, { limit: q.limit, offset: (q.page - 1) * q.limit });
    return { total: r.total, items: r.items.map(statementLineView) };
  }

  /**
   * A coin by symbol or currency_id among the wallet coins, else an asset a spot market trades against USDT
   * (funding holds what spot buys); coin_unknown otherwise.
   */
  async assetOf(symbolOrId: string | undefined): Promise<AssetInfo> {
    const wanted = symbolOrId?.trim().toUpperCase() ?? '';
    if (wanted === '') fail('account_coin_required');
    const coins = await this.d.coins.list();
    const coin = /^\d+$/.test(wanted) ? coins.find((c) => c.coin.id === Number(wanted)) : coins.find((c) => c.asset === wanted);
    if (coin) return coinInfo(coin);
    if (this.marketOf(wanted)) return this.infoOf(wanted);
    fail('coin_unknown');
  }

  private marketOf(asset: string) {
    return this.d.market.markets.find((m) => m.kind === 'crypto' && m.base === asset && m.quote === 'USDT');
  }

  private infoOf(asset: string): AssetInfo {
    return { asset, decimals: DEFAULT_DECIMALS, currencyId: null, name: this.marketOf(asset)?.name ?? null };
  }

  /** USDT atoms per whole unit: 1 for USDT, the last price of the X/USDT market, or null when there is none. */
  private priceOf(asset: string): bigint | null {
    if (asset === 'USDT') return pow10(DEFAULT_DECIMALS);
    const market = this.marketOf(asset);
    return market ? this.d.market.lastPrice(market.symbol)?.price ?? null : null;
  }

  private valueOf(a: AssetInfo, atoms: bigint): bigint | null {
    const price = this.priceOf(a.asset);
    return price === null ? null : usdtValueOf(atoms, a.decimals, price);
  }
}
