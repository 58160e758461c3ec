/** What happens on a 999 answer (seed section 8), with its effects passed in so it can be tested. */

export const NOT_LOGGED_IN_EVENT = 'candor:not-logged-in';
export const LOGIN_REDIRECT_DELAY_MS = 1000;

export type UnauthorizedDeps = {
  clearAuth: () => void;
  toastError: (message: string) => void;
  emit: () => void;
  schedule: (run: () => void, ms: number) => void;
  goLogin: () => void;
};

/**
 * Clears token and user, shows the server's message, emits the not-logged-in event and goes to login after 1 s.
 * Several calls failing together give one toast and one redirect.
 */
export function createUnauthorizedHandler(deps: UnauthorizedDeps): (message: string) => void {
  let pending = false;
  return (message: string) => {
    deps.clearAuth();
    if (pending) return;
    pending = true;
    deps.toastError(message);
    deps.emit();
    deps.schedule(() => {
      pending = false;
      deps.goLogin();
    }, LOGIN_REDIRECT_DELAY_MS);
  };
}
