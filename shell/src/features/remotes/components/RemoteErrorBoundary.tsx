import { Component, type ErrorInfo, type ReactNode } from 'react';
import { endFirstScreen } from '@pashmina/shared-ui';
import { RemoteFallback } from './RemoteFallback';

interface Props {
  /** Which area, for the log. */
  area: string;
  /** Changing it (the path) clears a caught error, so navigating away recovers. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a failing remote (offline, or throwing while rendering) inside its own area. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] the ${this.props.area} area failed`, error, info.componentStack);
    // The server's first screen (useFirstScreenHandover) would otherwise stay up over the failure and its Retry.
    endFirstScreen();
  }

  override componentDidUpdate(prev: Props) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (this.state.error) return <RemoteFallback onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
