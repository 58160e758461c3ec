/** The four toast kinds of seed section 8, each shown for TOAST_MS (2000 ms); closable stays until closed. */

type ToastImpl = typeof import('./toastImpl').toastImpl;

let loading: Promise<ToastImpl> | null = null;

/** Fetches the toast code; main.tsx warms it up once the first page is on screen. */
export function loadToast(): Promise<ToastImpl> {
  loading ??= import('./toastImpl').then((m) => m.toastImpl, (error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

function show(kind: 'success' | 'error' | 'warning' | 'closable', message: string): void {
  loadToast().then((t) => t[kind](message), () => window.alert(message));
}

export const toast = {
  success: (message: string): void => show('success', message),
  error: (message: string): void => show('error', message),
  warning: (message: string): void => show('warning', message),
  closable: (message: string): void => show('closable', message),
};
