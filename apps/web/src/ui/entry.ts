import type { ComponentType, ReactNode, SVGProps } from 'react';

/** One shortcut or list row: a label, where it goes or what it does, and its icon. */
export type Entry = {
  key: string;
  label: ReactNode;
  to?: string;
  onClick?: () => void;
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  extra?: ReactNode;
  description?: ReactNode;
};
