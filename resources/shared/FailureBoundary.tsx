import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What stands in the children's place once drawing them failed; `retry` draws them again. */
  fallback: (retry: () => void) => ReactNode;
}

/** React's error boundary (a class is the only way to write one), with the fallback as a prop. */
export class FailureBoundary extends Component<Props, { hasFailed: boolean }> {
  state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  render() {
    if (!this.state.hasFailed) return this.props.children;
    return this.props.fallback(() => this.setState({ hasFailed: false }));
  }
}
