import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (retry: () => void) => ReactNode;
  onError: (error: unknown) => void;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a remote that failed to load (or crashed) so only its part of the page is lost. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[federation] remote page failed', error);
    this.props.onError(error);
  }

  override render() {
    if (this.state.failed) return this.props.fallback(this.props.onRetry);
    return this.props.children;
  }
}
