// The spec's 'Loading...' text with a spinner, announced to screen readers.
import { Spinner } from './Spinner';

export function LoadingState({ text = 'Loading...' }: { text?: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-16 text-muted">
      <Spinner />
      {text}
    </p>
  );
}
