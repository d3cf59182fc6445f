import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import Toaster from './Toaster';

describe('toasts', () => {
  // A form's submit button sits at its foot, on a phone too: toasts come down over the page's top bar instead.
  it('are shown at the top centre of the page, where they cover no form’s submit button', async () => {
    render(<Toaster />);
    act(() => {
      toast.error('Please fill in all fields.');
    });
    await screen.findByText('Please fill in all fields.');
    const toaster = document.querySelector('[data-sonner-toaster]');
    expect(toaster).toHaveAttribute('data-y-position', 'top');
    expect(toaster).toHaveAttribute('data-x-position', 'center');
  });
});
