// The one way to show a toast, from any screen. sonner stays out of the first download: it arrives just after the
// page (with the Toaster), and a toast raised before it comes is shown as soon as it does.
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Tone = 'message' | 'success' | 'error';

let sonner: Sonner | undefined;
const sonnerArriving = import('sonner').then((module) => {
  sonner = module;
  return module;
});

function show(tone: Tone, text: string, options?: ExternalToast) {
  const raise = ({ toast: sonnerToast }: Sonner) => {
    const raiseAs = tone === 'message' ? sonnerToast : sonnerToast[tone];
    if (options) raiseAs(text, options);
    else raiseAs(text);
  };
  // Once sonner is here the toast is raised at once, in the same turn as what caused it.
  if (sonner) raise(sonner);
  else void sonnerArriving.then(raise);
}

export const toast = {
  message: (text: string, options?: ExternalToast) => show('message', text, options),
  success: (text: string, options?: ExternalToast) => show('success', text, options),
  error: (text: string, options?: ExternalToast) => show('error', text, options),
};
