// The 'Delete' button of a dashboard table row; its accessible name says what goes.
import { Button } from './Button';

interface DeleteButtonProps {
  /** What is deleted, as a screen reader hears it after 'Delete'. */
  what: string;
  onDelete: () => void;
}

export function DeleteButton({ what, onDelete }: DeleteButtonProps) {
  return (
    <Button variant="danger" size="sm" aria-label={`Delete ${what}`} onClick={onDelete}>
      Delete
    </Button>
  );
}
