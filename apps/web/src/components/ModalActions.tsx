// The footer of a dashboard modal's form: Cancel, and the button that submits it.
import { useTranslate } from '../shared/i18n/useTranslate';
import { Button } from './Button';

interface ModalActionsProps {
  onCancel: () => void;
  submitLabel: string;
  busy: boolean;
}

export function ModalActions({ onCancel, submitLabel, busy }: ModalActionsProps) {
  const translate = useTranslate();
  return (
    <div className="flex justify-end gap-3 pt-2">
      <Button variant="ghost" onClick={onCancel}>
        {translate('account.cancel')}
      </Button>
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
