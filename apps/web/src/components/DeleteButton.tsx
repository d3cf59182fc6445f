// The 'Delete' button of a dashboard table row: it only asks, naming what goes; the dialog's Delete deletes.
import { useState } from 'react';
import { Button } from './Button';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

interface DeleteButtonProps {
  /** What is deleted, as a screen reader hears it after 'Delete'. */
  what: string;
  /** What the question names: `'Garden Silk Twill Scarf'`, `order pi_123`. */
  named: string;
  /** What else happens, said under the question. */
  consequence: string;
  onDelete: () => void;
}

export function DeleteButton({ what, named, consequence, onDelete }: DeleteButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="danger" size="sm" aria-label={`Delete ${what}`} aria-haspopup="dialog" onClick={() => setAsking(true)}>
        Delete
      </Button>
      <ConfirmDeleteDialog
        open={asking}
        named={named}
        consequence={consequence}
        onCancel={() => setAsking(false)}
        onDelete={() => {
          setAsking(false);
          onDelete();
        }}
      />
    </>
  );
}
