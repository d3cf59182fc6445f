// The side panel's frame, shared by the drawer (Drawer.tsx, with its dialog library) and the frame drawn at once while
// that library loads (DrawerPlaceholder.tsx), so the one takes the other's place without a jump.

export type DrawerSide = 'left' | 'right';

export const DRAWER = {
  layer: 'fixed inset-0 z-50',
  backdrop: 'fixed inset-0 bg-ink/40',
  panel: 'fixed inset-y-0 flex w-full max-w-md flex-col bg-ivory shadow-drawer',
  header: 'flex items-center justify-between border-b border-line px-6 py-4',
  title: 'font-display text-2xl',
};

export const drawerEdge = (side: DrawerSide) => (side === 'right' ? 'right-0' : 'left-0');
