// While a form holds changes not yet saved, leaving it asks first: a link or Back inside the app opens this dialog, and
// closing or reloading the tab gets the browser's own question.
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from './Button';
import { Modal } from './Modal';

/** Navigation state of a form that has just saved and moves on: never asked about. */
export const SAVED_AND_LEAVING = { saved: true } as const;

/** Whether a screen was opened by a form that had just saved (SAVED_AND_LEAVING). */
export const savedAndLeaving = (state: unknown) => typeof state === 'object' && state !== null && 'saved' in state;

export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && !savedAndLeaving(nextLocation.state),
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const stay = () => blocker.reset?.();
  return (
    <Modal open={blocker.state === 'blocked'} onClose={stay} title="Leave without saving?" role="alertdialog">
      <p className="text-sm leading-relaxed text-muted">Your changes to this page have not been saved. They will be lost.</p>
      <div className="flex flex-col-reverse gap-3 pt-6 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={stay} data-autofocus>
          Stay
        </Button>
        <Button variant="destructive" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </div>
    </Modal>
  );
}
