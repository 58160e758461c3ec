/** A return path with the chosen symbol set in its query (any earlier symbol replaced). */
export function withSymbol(path: string, symbol: string): string {
  const [beforeHash = '', hash] = path.split('#', 2);
  const [pathname = '', query = ''] = beforeHash.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('symbol', symbol);
  const text = params.toString().replace(/%2F/gi, '/');
  return `${pathname}?${text}${hash === undefined ? '' : `#${hash}`}`;
}
