// A centred dialog: focus is trapped inside, Esc and a click outside close it, focus returns to the opener.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
  /** Room for a table, e.g. an import's preview. */
  wide?: boolean;
  /** `alertdialog` for a question that interrupts, e.g. whether to delete something. */
  role?: 'dialog' | 'alertdialog';
}

export function Modal({ open, onClose, title, children, wide = false, role = 'dialog' }: ModalProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role={role}
      className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto p-4"
    >
      <DialogBackdrop className="fixed inset-0 bg-ink/40" />
      <DialogPanel className={`relative w-full ${wide ? 'max-w-3xl' : 'max-w-md'} rounded-card bg-ivory p-6 shadow-card sm:p-8`}>
        <DialogTitle className="font-display text-2xl text-ink wrap-break-word">{title}</DialogTitle>
        <div className="mt-5">{children}</div>
      </DialogPanel>
    </Dialog>
  );
}
