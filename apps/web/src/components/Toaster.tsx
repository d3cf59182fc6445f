// The shop's toasts, loaded just after the page: sonner and its stylesheet stay out of the first download.
import { Toaster as Sonner } from 'sonner';
import 'sonner/dist/styles.css';
import './toaster.css';

export default function Toaster() {
  return <Sonner position="bottom-right" richColors closeButton />;
}
