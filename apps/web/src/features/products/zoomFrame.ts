// The zoom's full-screen frame, shared by the dialog (ZoomDialog.tsx, with its dialog library) and the frame drawn at
// once while that library loads (ZoomPlaceholder.tsx), so the one takes the other's place without a jump.

export const ZOOM = {
  layer: 'fixed inset-0 z-50',
  panel: 'flex h-full w-full flex-col bg-ink',
  bar: 'flex items-center justify-between gap-4 p-3 text-white',
  title: 'truncate font-sans text-sm',
  stage: 'relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4',
  picture: 'h-full w-full touch-pan-y select-none object-contain',
};

export const ROUND_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow-card hover:bg-white';
