// The shop's toasts, loaded just after the page: sonner and its stylesheet stay out of the first download.
import { Toaster as Sonner } from 'sonner';
import 'sonner/dist/styles.css';
import './toaster.css';

// A form's submit button sits at its foot, where a toast in a bottom corner covered it (the add-product form's "Please
// fill in all fields." lay over Add Product). At the top they come down just below the sticky top bar (64 px on a
// phone, 80 on a wide screen), whose cart and menu stay within reach; in the dashboard, over the screen's heading.
export default function Toaster() {
  return <Sonner position="top-center" offset={{ top: 92 }} mobileOffset={{ top: 72 }} richColors closeButton />;
}
