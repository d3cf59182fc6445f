// Asks before a dashboard deletes anything, naming what goes. Cancel has the focus, so a stray Enter or Esc deletes nothing.
import { Description } from '@headlessui/react';
import { Button } from './Button';
import { Modal } from './Modal';

interface ConfirmDeleteDialogProps {
  open: boolean;
  /** What goes, as a person names it: `'Garden Silk Twill Scarf'`, `order pi_123`. */
  named: string;
  /** What else happens, e.g. what stays behind. */
  consequence: string;
  onCancel: () => void;
  onDelete: () => void;
}

export function ConfirmDeleteDialog({ open, named, consequence, onCancel, onDelete }: ConfirmDeleteDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={`Delete ${named}?`} role="alertdialog">
      <Description className="text-sm leading-relaxed text-muted">{consequence} This cannot be undone.</Description>
      <div className="flex flex-col-reverse gap-3 pt-6 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button variant="destructive" onClick={onDelete}>
          Delete
        </Button>
      </div>
    </Modal>
  );
}
