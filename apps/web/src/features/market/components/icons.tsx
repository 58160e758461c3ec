import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const STAR = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';

/** The favourite star, outlined or filled. */
export function StarIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.7}
      strokeLinejoin="round" aria-hidden="true" {...props}>
      <path d={STAR} />
    </svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true" {...props}>
      <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z" /><path d="M20 20l-4-4" />
    </svg>
  );
}

/** Two small triangles; the active direction is drawn in the current colour, the other faded. */
export function SortIcon({ dir, ...props }: IconProps & { dir: 'asc' | 'desc' | null }) {
  return (
    <svg viewBox="0 0 10 14" width="0.6em" height="0.85em" aria-hidden="true" {...props}>
      <path d="M5 1l4 5H1z" fill="currentColor" opacity={dir === 'asc' ? 1 : 0.25} />
      <path d="M5 13L1 8h8z" fill="currentColor" opacity={dir === 'desc' ? 1 : 0.25} />
    </svg>
  );
}
