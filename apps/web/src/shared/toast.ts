// Toasts from code in the first download. sonner arrives with the Toaster just after the page;
// a toast raised before the Toaster mounts is shown as soon as it does.
export function showToast(message: string, { success = false } = {}) {
  void import('sonner').then(({ toast }) => (success ? toast.success(message) : toast(message)));
}
