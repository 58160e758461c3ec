import { formatPrice } from '../../../ui/format/price';

/** A whole count (days covered, machines left) grouped the reader's way by the one money formatter; '—' when unknown. */
export const formatCount = (n: number | null | undefined): string => (n === null || n === undefined ? '—' : formatPrice(n, 0));
