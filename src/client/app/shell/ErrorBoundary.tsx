import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ERROR_BOUNDARY_MAX_RETRIES } from '../../../shared/constants';
import { ErrorFallback } from './ErrorFallback';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Go Home; defaults to a full load of '/', which also works outside any router. */
  onGoHome?: () => void;
  /** When this value changes (e.g. the path), a shown error is cleared. */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
  retries: number;
  resetKey: unknown;
}

/** 'Something went wrong' with Try Again (up to 3 times, then 'Try Limit Reached') and Go Home. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { error: null, retries: 0, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null, retries: 0 };
    return null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error in the UI', error, info.componentStack);
  }

  private retry = () => {
    this.setState((s) => (s.retries >= ERROR_BOUNDARY_MAX_RETRIES ? null : { error: null, retries: s.retries + 1 }));
  };

  private goHome = () => {
    if (this.props.onGoHome) {
      this.setState({ error: null, retries: 0 });
      this.props.onGoHome();
    } else {
      window.location.assign('/');
    }
  };

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorFallback
        attemptsLeft={ERROR_BOUNDARY_MAX_RETRIES - this.state.retries}
        onRetry={this.retry}
        onGoHome={this.goHome}
      />
    );
  }
}
