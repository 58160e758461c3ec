import { create } from 'zustand';
import { Amount, Value } from '../../../ui/Amount';
import type { NumberInput } from '../../../ui/format';
import { HIDDEN } from '../model/money';

const STORAGE_KEY = 'candor.assets.hidden';

function stored(): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether amounts are hidden: one switch for every assets and wallet page, kept on this device. */
const useHiddenStore = create<{ hidden: boolean; toggle: () => void }>((set) => ({
  hidden: stored(),
  toggle: () => set((s) => {
    const hidden = !s.hidden;
    try {
      window.localStorage.setItem(STORAGE_KEY, hidden ? '1' : '0');
    } catch {
      // Private mode without storage: the switch still works for this visit.
    }
    return { hidden };
  }),
}));

export function useHiddenAmounts(): { hidden: boolean; toggle: () => void } {
  return useHiddenStore();
}

/**
 * An amount of `asset`, or without one a value in USDT; stars while amounts are hidden. `unit` writes the asset
 * (or USDT) after it.
 */
export function Shown({ value, asset, hidden, tone, unit = false }: { value: NumberInput; asset?: string; hidden: boolean; tone?: 'plain' | 'auto'; unit?: boolean }) {
  const unitText = unit ? <span className="c-num-unit"> {asset ?? 'USDT'}</span> : null;
  if (hidden) return <span className="c-num">{HIDDEN}{unitText}</span>;
  if (asset === undefined) return <span><Value value={value} {...(tone ? { tone } : {})} />{unitText}</span>;
  return <Amount value={value} asset={asset} unit={unit} {...(tone ? { tone } : {})} />;
}

/** The eye of the total card. */
export function EyeIcon({ open }: { open: boolean }) {
  return open ? (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true"><path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" /><circle cx="12" cy="12" r="3" /></svg>
  ) : (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true"><path d="M3 3l18 18" /><path d="M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" /><path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" /></svg>
  );
}
