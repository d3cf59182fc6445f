// Asks before a dashboard deletes anything, naming what goes. Cancel has the focus, so a stray Enter or Esc deletes nothing.
import { Description } from '@headlessui/react';
import { useTranslate } from '../shared/i18n/useTranslate';
import { Button } from './Button';
import { Modal } from './Modal';

interface ConfirmDeleteDialogProps {
  open: boolean;
  /** What goes, as a person names it: `'Garden Silk Twill Scarf'`, `order pi_123`. */
  named: string;
  /** What else happens, e.g. what stays behind. */
  consequence: string;
  /** What is done to it, for what is switched off or called off rather than deleted: `Deactivate`, `Cancel`; Delete if none. */
  verb?: string;
  /** The button that goes ahead, when the verb alone would not say what goes: `Delete zone`. */
  confirmLabel?: string;
  /** The button that changes nothing, when Cancel would read as the action itself. */
  keepLabel?: string;
  onCancel: () => void;
  onDelete: () => void;
}

export function ConfirmDeleteDialog({
  open,
  named,
  consequence,
  verb: verbGiven,
  confirmLabel,
  keepLabel,
  onCancel,
  onDelete,
}: ConfirmDeleteDialogProps) {
  const translate = useTranslate();
  const verb = verbGiven ?? translate('confirm.delete');
  return (
    <Modal open={open} onClose={onCancel} title={translate('confirm.title', { verb, named })} role="alertdialog">
      <Description className="text-sm leading-relaxed text-muted">
        {translate('confirm.cannotBeUndone', { consequence })}
      </Description>
      <div className="flex flex-col-reverse gap-3 pt-6 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} data-autofocus>
          {keepLabel ?? translate('confirm.cancel')}
        </Button>
        <Button variant="destructive" onClick={onDelete}>
          {confirmLabel ?? verb}
        </Button>
      </div>
    </Modal>
  );
}
