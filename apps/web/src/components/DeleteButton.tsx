// The 'Delete' button of a dashboard table row: it only asks, naming what goes; the dialog's Delete deletes.
import { useState } from 'react';
import { Button, type ButtonVariant } from './Button';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

interface DeleteButtonProps {
  /** What is deleted, as a screen reader hears it after the verb. */
  what: string;
  /** What the question names: `'Garden Silk Twill Scarf'`, `order pi_123`. */
  named: string;
  /** What else happens, said under the question. */
  consequence: string;
  /** For what is switched off or called off rather than deleted: `Deactivate`, `Cancel`. */
  verb?: string;
  /** The button's own text and the dialog's, when the verb alone would not say what goes: `Delete zone`. */
  label?: string;
  /** The dialog's button that changes nothing, when 'Cancel' would read as the action itself. */
  keepLabel?: string;
  variant?: ButtonVariant;
  disabled?: boolean;
  onDelete: () => void;
}

export function DeleteButton({
  what,
  named,
  consequence,
  verb = 'Delete',
  label = verb,
  keepLabel,
  variant = 'danger',
  disabled = false,
  onDelete,
}: DeleteButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        aria-label={`${verb} ${what}`}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {label}
      </Button>
      <ConfirmDeleteDialog
        open={asking}
        named={named}
        consequence={consequence}
        verb={verb}
        confirmLabel={label}
        keepLabel={keepLabel}
        onCancel={() => setAsking(false)}
        onDelete={() => {
          setAsking(false);
          onDelete();
        }}
      />
    </>
  );
}
