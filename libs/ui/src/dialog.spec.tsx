import { readFileSync } from 'node:fs';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog title="Added" onClose={close} actions={<a href="/cart">Go to Cart</a>}>
          <p>One item</p>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('is a modal named by its title, moves focus inside and returns it when closed', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Added' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside: it wraps from the last control to the first and back', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Go to Cart' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Go to Cart' })).toHaveFocus();
  });

  it('closes on Escape and on a click on the backdrop, not on a click inside', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.mouseDown(screen.getByText('One item'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the dialog transition', () => {
  // jsdom neither loads stylesheets nor resolves custom properties: read the rules themselves.
  const stylesheet = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
  const tokensCss = stylesheet('./tokens.css');
  const alertDialogCss = stylesheet('./alert-dialog.css');

  it('is SPEC §9’s 225 ms, and both the dialog and its backdrop play it', () => {
    const token = /--transition-dialog:\s*(\d+)ms\b/.exec(tokensCss);
    expect(Number(token?.[1])).toBe(225);
    for (const selector of ['.ui-alert-dialog__backdrop', '.ui-alert-dialog']) {
      const rule = new RegExp(`(?:^|\\n)${selector.replace(/[.]/g, '\\.')} \\{([^}]*)\\}`).exec(
        alertDialogCss,
      );
      expect(rule?.[1]).toMatch(/animation:\s*[\w-]+ var\(--transition-dialog\)/);
    }
  });
});
