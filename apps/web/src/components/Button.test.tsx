import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('a busy button', () => {
  it('keeps the focus, reads as unavailable, and sends its form nothing until it is done', async () => {
    const submit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const form = (busy: boolean) => (
      <form onSubmit={submit}>
        <input aria-label="Name" />
        <Button type="submit" busy={busy}>
          Save
        </Button>
      </form>
    );
    const user = userEvent.setup();
    const { rerender } = render(form(false));
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await user.keyboard('{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);

    rerender(form(true));
    expect(save).toHaveFocus();
    expect(save).toBeEnabled();
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await user.click(save);
    await user.type(screen.getByLabelText('Name'), 'Amelia{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);

    rerender(form(false));
    expect(save).not.toHaveAttribute('aria-disabled');
    await user.click(save);
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
