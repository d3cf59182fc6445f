// The zoom's close button, the same on the dialog and on the frame drawn while the dialog loads.
import { X } from 'lucide-react';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { ROUND_BUTTON } from './zoomFrame';

export function ZoomCloseButton({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  return (
    <button type="button" onClick={onClose} className={ROUND_BUTTON} aria-label={translate('product.closeZoom')}>
      <X size={20} aria-hidden="true" />
    </button>
  );
}
