import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const COLORS: Record<StatusTone, string> = {
  neutral: 'default', info: 'primary', success: 'success', warning: 'warning', danger: 'danger',
};

/** A status as a small tag; features map their status codes to a tone and a translated label. */
export function StatusTag({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <Tag color={COLORS[tone]} fill="outline" className="c-status-tag" round>{children}</Tag>;
}
