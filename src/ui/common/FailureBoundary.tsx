import { Component, type ReactNode } from 'react';
import { isCodeLoadFailure, shouldReloadAfterFailedRetry } from '../../app/code-load-failure';
import { revealApp } from '../../app/first-screen-preview';
import { loadFailedCodeAgain } from '../../app/lazy-retrying';
import { LoadFailed } from './LoadFailed';

export interface FailureBoundaryProps {
  children: ReactNode;
  /** The boundary holds the whole app: its message is then the page's main content. */
  fullPage?: boolean;
}

interface FailureBoundaryState {
  /** What made the last render fail; undefined while the content renders. */
  failure: { error: unknown } | undefined;
  /** Whether Try again has been pressed here before: a second press may need a reload (code-load-failure.ts). */
  retried: boolean;
}

/**
 * Where a part of the shop could not render (most often its code could not be fetched: offline while opening a
 * page), says so in its place and offers Try again, instead of the whole shop going blank. The rest of the page
 * (the header, the cart) keeps working.
 */
export class FailureBoundary extends Component<FailureBoundaryProps, FailureBoundaryState> {
  override state: FailureBoundaryState = { failure: undefined, retried: false };

  static getDerivedStateFromError(error: unknown): Partial<FailureBoundaryState> {
    return { failure: { error } };
  }

  override componentDidCatch(): void {
    // A page the server drew waits for its content to reveal itself: the message must not stay hidden behind it.
    revealApp();
  }

  private readonly retry = () => {
    const error = this.state.failure?.error;
    if (this.state.retried && shouldReloadAfterFailedRetry(error)) {
      window.location.reload();
      return;
    }
    loadFailedCodeAgain();
    this.setState({ failure: undefined, retried: true });
  };

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    const message = <LoadFailed status={isCodeLoadFailure(failure.error) ? 0 : 500} onRetry={this.retry} />;
    return this.props.fullPage ? <main className="mx-auto max-w-md p-6">{message}</main> : message;
  }
}
