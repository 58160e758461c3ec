/** A level of the order book as the book's answers carry it (decimal strings). */
export type BookLevel = { price: string; amount: string };
export type Book = { bids: readonly BookLevel[]; asks: readonly BookLevel[] };

export type DepthCurve = {
  /** SVG path of the bids' cumulative amount (a staircase falling toward the mid), closed to the baseline. */
  bids: string;
  asks: string;
  /** The prices at the left and right edges and the largest cumulative amount: the axis labels. */
  low: string; high: string; mid: string | null; max: number;
};

const step = (points: Array<[number, number]>, height: number): string => {
  if (points.length === 0) return '';
  const [first] = points;
  const parts = [`M${first?.[0] ?? 0},${height}`];
  for (const [x, y] of points) parts.push(`L${x},${y}`);
  parts.push(`L${points.at(-1)?.[0] ?? 0},${height}Z`);
  return parts.join(' ');
};

/**
 * The depth chart of a book: cumulative amount (y) against price (x), bids left of the mid and asks right, scaled
 * to a width x height box. Drawing only: prices and amounts become floats here; the labels stay the book's strings.
 */
export function depthCurve(book: Book, width: number, height: number): DepthCurve | null {
  const bids = [...book.bids].sort((a, b) => Number(b.price) - Number(a.price));
  const asks = [...book.asks].sort((a, b) => Number(a.price) - Number(b.price));
  if (bids.length === 0 && asks.length === 0) return null;
  const low = bids.at(-1)?.price ?? asks[0]?.price ?? '0';
  const high = asks.at(-1)?.price ?? bids[0]?.price ?? '0';
  const lo = Number(low);
  const span = Math.max(Number(high) - lo, Number.EPSILON);
  const cum = (levels: BookLevel[]) => {
    let sum = 0;
    return levels.map((l) => ({ price: Number(l.price), total: (sum += Number(l.amount)) }));
  };
  const b = cum(bids);
  const a = cum(asks);
  const max = Math.max(b.at(-1)?.total ?? 0, a.at(-1)?.total ?? 0) || 1;
  const x = (p: number) => Math.round(((p - lo) / span) * width * 10) / 10;
  const y = (v: number) => Math.round((height - (v / max) * height * 0.92) * 10) / 10;
  // Each side is a staircase: the cumulative amount holds until the next level's price.
  const stairs = (side: typeof b): Array<[number, number]> => {
    const out: Array<[number, number]> = [];
    let prev = 0;
    for (const s of side) {
      out.push([x(s.price), y(prev)], [x(s.price), y(s.total)]);
      prev = s.total;
    }
    return out;
  };
  const bidPoints = stairs(b).reverse();
  const askPoints = stairs(a);
  const mid = bids[0] && asks[0] ? String((Number(bids[0].price) + Number(asks[0].price)) / 2) : null;
  return { bids: step(bidPoints, height), asks: step(askPoints, height), low, high, mid, max };
}
