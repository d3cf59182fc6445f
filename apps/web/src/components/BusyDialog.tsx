// The dialog element of a frame drawn while a dialog's code comes (DrawerPlaceholder.tsx, the product zoom's): named
// and busy, it takes the focus onto its close button as the dialog would and holds it there (its one control: Tab goes
// nowhere else), and Escape closes it, so a keyboard that opened it is neither left on the page behind nor kept waiting.
import { type ReactNode, useEffect, useRef } from 'react';

interface BusyDialogProps {
  label: string;
  onClose: () => void;
  className: string;
  children: ReactNode;
}

export function BusyDialog({ label, onClose, className, children }: BusyDialogProps) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => frame.current?.querySelector('button')?.focus(), []);
  return (
    <div
      ref={frame}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      aria-busy="true"
      className={className}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
        if (event.key === 'Tab') event.preventDefault();
      }}
    >
      {children}
    </div>
  );
}
