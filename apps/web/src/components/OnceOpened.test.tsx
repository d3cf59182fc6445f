import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { BusyDialog } from './BusyDialog';
import { OnceOpened } from './OnceOpened';

const dialog = (open: boolean) => <p>{open ? 'open' : 'closed'}</p>;

describe('OnceOpened', () => {
  it('draws nothing at first, the dialog at once when opened, then keeps it, closed, once closed', async () => {
    const { rerender } = render(<OnceOpened open={false}>{dialog}</OnceOpened>);
    expect(screen.queryByText(/open|closed/)).not.toBeInTheDocument();

    rerender(<OnceOpened open>{dialog}</OnceOpened>);
    expect(await screen.findByText('open')).toBeInTheDocument();

    rerender(<OnceOpened open={false}>{dialog}</OnceOpened>);
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('draws the dialog closed, before any opening, once the browser is idle after the first screen', async () => {
    render(<OnceOpened open={false}>{dialog}</OnceOpened>);
    expect(screen.queryByText('closed')).not.toBeInTheDocument();
    expect(await screen.findByText('closed')).toBeInTheDocument();
  });

  it('gives the focus back to the control that opened it', async () => {
    const Page = ({ open }: { open: boolean }) => (
      <>
        <button type="button">Cart</button>
        <OnceOpened open={open}>{(shown) => shown && <input aria-label="In the dialog" />}</OnceOpened>
      </>
    );
    const { rerender } = render(<Page open={false} />);
    screen.getByRole('button', { name: 'Cart' }).focus();
    rerender(<Page open />);
    (await screen.findByRole('textbox', { name: 'In the dialog' })).focus();

    rerender(<Page open={false} />);
    expect(screen.getByRole('button', { name: 'Cart' })).toHaveFocus();
  });

  it('gives the focus back to the control that opened it, though its placeholder took the focus first', () => {
    const never = new Promise<{ default: () => React.ReactNode }>(() => {});
    const Dialog = lazy(() => never);
    const Page = ({ open }: { open: boolean }) => (
      <>
        <button type="button">Cart</button>
        <OnceOpened
          open={open}
          placeholder={
            <BusyDialog label="Your cart" onClose={() => {}} className="">
              <button type="button">Close</button>
            </BusyDialog>
          }
        >
          {() => <Dialog />}
        </OnceOpened>
      </>
    );
    const { rerender } = render(<Page open={false} />);
    screen.getByRole('button', { name: 'Cart' }).focus();
    rerender(<Page open />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    rerender(<Page open={false} />);
    expect(screen.getByRole('button', { name: 'Cart' })).toHaveFocus();
  });

  it('draws its placeholder at once when opened before the dialog has come, then the dialog open in its place', async () => {
    let arrive = () => {};
    const coming = new Promise<{ default: (props: { open: boolean }) => React.ReactNode }>((resolve) => {
      arrive = () => resolve({ default: ({ open }) => <p>{open ? 'open' : 'closed'}</p> });
    });
    const Dialog = lazy(() => coming);
    const { rerender } = render(
      <OnceOpened open={false} placeholder={<p>Loading the cart</p>}>
        {(open) => <Dialog open={open} />}
      </OnceOpened>,
    );
    rerender(
      <OnceOpened open placeholder={<p>Loading the cart</p>}>
        {(open) => <Dialog open={open} />}
      </OnceOpened>,
    );
    expect(screen.getByText('Loading the cart')).toBeInTheDocument();

    arrive();
    expect(await screen.findByText('open')).toBeInTheDocument();
    expect(screen.queryByText('Loading the cart')).not.toBeInTheDocument();
  });
});
