import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BusyDialog } from './BusyDialog';

describe('BusyDialog', () => {
  it('keeps the focus on its close button while it is open, and closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <>
        <button type="button">On the page behind</button>
        <BusyDialog label="Your cart" onClose={onClose} className="">
          <button type="button" onClick={onClose}>
            Close
          </button>
        </BusyDialog>
        <a href="/shop">Further on the page</a>
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();

    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
