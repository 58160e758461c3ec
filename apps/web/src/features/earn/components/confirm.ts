import type { ReactNode } from 'react';

/**
 * antd-mobile's confirm dialog, loaded when a money action first asks (about 25 KB gzip of dialog, mask and popup
 * code): the earn pages' first load does not carry it.
 */
export async function confirmDialog(options: { title?: ReactNode; content: ReactNode; confirmText: string; cancelText: string }): Promise<boolean> {
  const { Dialog } = await import('../../../ui/dialog');
  return Dialog.confirm(options);
}
