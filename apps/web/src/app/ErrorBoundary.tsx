import { Component, type ReactNode } from 'react';

type Props = {
  /** What to show instead of the children once they have thrown. */
  fallback: (error: unknown) => ReactNode;
  /** A new key (the next page's path) forgets the error, as leaving a failed route did in the data router. */
  resetKey: string;
  children: ReactNode;
};

type State = { failed: boolean; error: unknown; key: string };

/** Catches what a page (or the shell) throws while rendering, so no state of the app is a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, error: null, key: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
