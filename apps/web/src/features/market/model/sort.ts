import { tryParseAmount, type MarketQuote } from '@candor/shared';

const decimal = (v: string | null): bigint | null => (v === null ? null : tryParseAmount(v));

/** Quotes whose symbol, base or name contains the text (case-insensitive); all of them for an empty text. */
export function searchQuotes<T extends Pick<MarketQuote, 'symbol' | 'base' | 'name'>>(quotes: readonly T[], text: string): T[] {
  const query = text.trim().toUpperCase();
  if (query === '') return [...quotes];
  return quotes.filter((q) => q.symbol.toUpperCase().includes(query) || q.name.toUpperCase().includes(query) || q.base.toUpperCase().includes(query));
}

export type SortKey = 'name' | 'price' | 'change';
export type SortDir = 'asc' | 'desc';
export type Sort = { key: SortKey; dir: SortDir } | null;

function compareDecimals(a: string | null, b: string | null): number | null {
  const x = decimal(a);
  const y = decimal(b);
  if (x === null || y === null) return x === null && y === null ? 0 : null;
  return x === y ? 0 : x < y ? -1 : 1;
}

/** Sorted by name, price or change (exact decimals); markets without a value go last either way. No sort: as given. */
export function sortQuotes<T extends MarketQuote>(quotes: readonly T[], sort: Sort): T[] {
  const out = [...quotes];
  if (sort === null) return out;
  const sign = sort.dir === 'asc' ? 1 : -1;
  return out.sort((a, b) => {
    if (sort.key === 'name') return sign * a.symbol.localeCompare(b.symbol);
    const va = sort.key === 'price' ? a.price : a.change;
    const vb = sort.key === 'price' ? b.price : b.change;
    const c = compareDecimals(va, vb);
    if (c === null) return decimal(va) === null ? 1 : -1;
    return sign * c;
  });
}

/** The next state of a sort header: descending first for numbers, ascending first for names, then off. */
export function nextSort(current: Sort, key: SortKey): Sort {
  const first: SortDir = key === 'name' ? 'asc' : 'desc';
  if (current?.key !== key) return { key, dir: first };
  return current.dir === first ? { key, dir: first === 'asc' ? 'desc' : 'asc' } : null;
}
