// The side panel's close button, the same on the drawer and on the frame drawn while the drawer loads.
import { X } from 'lucide-react';
import { useTranslate } from '../shared/i18n/useTranslate';

export function DrawerCloseButton({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={translate('drawer.close')}
      className="grid size-11 place-items-center rounded-full text-ink hover:bg-cream"
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}
