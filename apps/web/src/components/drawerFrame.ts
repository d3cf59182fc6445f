// The side panel's frame, shared by the drawer (Drawer.tsx, with its dialog library) and the frame drawn at once while
// that library loads (DrawerPlaceholder.tsx), so the one takes the other's place without a jump.

export type DrawerSide = 'left' | 'right';

export const DRAWER_LAYER = 'fixed inset-0 z-50';
export const DRAWER_BACKDROP = 'fixed inset-0 bg-ink/40';
export const DRAWER_PANEL = 'fixed inset-y-0 flex w-full max-w-md flex-col bg-ivory shadow-drawer';
export const DRAWER_HEADER = 'flex items-center justify-between border-b border-line px-6 py-4';
export const DRAWER_TITLE = 'font-display text-2xl';

export const drawerEdge = (side: DrawerSide) => (side === 'right' ? 'right-0' : 'left-0');
