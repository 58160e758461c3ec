/** Lets code outside React (the API client's 999 handling) navigate with the router once it exists. */

type Navigator = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigator = (to) => window.location.assign(to);

export function registerNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

export function currentPath(): string {
  return window.location.pathname + window.location.search;
}
