// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Drawer } from './Drawer';
import { Modal } from './Modal';

function Opener({ kind }: { kind: 'modal' | 'drawer' }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const Dialog = kind === 'modal' ? Modal : Drawer;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="#behind">Behind</a>
      {open && (
        <Dialog title="Wishlist" closeLabel="Close" onClose={close}>
          <a href="#first">First</a>
          <input aria-label="Middle" />
          <button type="button">Last</button>
        </Dialog>
      )}
    </>
  );
}

function open(kind: 'modal' | 'drawer') {
  render(<Opener kind={kind} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

afterEach(cleanup);

describe.each(['modal', 'drawer'] as const)('%s', (kind) => {
  it('is a named modal dialog that takes the focus', () => {
    open(kind);
    const dialog = screen.getByRole('dialog', { name: 'Wishlist' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('keeps Tab and Shift+Tab inside', () => {
    open(kind);
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    // Focus that escaped somehow (a click behind the scrim) is pulled back in on the next Tab.
    screen.getByRole('link', { name: 'Behind' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
  });

  it('closes on Escape and gives the focus back to the opener', () => {
    const opener = open(kind);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click on the scrim and with its close button', () => {
    const opener = open(kind);
    fireEvent.click(screen.getByTestId('scrim'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not close on a click inside', () => {
    open(kind);
    fireEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('Escape', () => {
  it('is not heard once the dialog is gone', () => {
    const onClose = vi.fn();
    const { unmount } = render(
      <Modal title="Zoom" closeLabel="Close" onClose={onClose}>
        <p>Image</p>
      </Modal>,
    );
    unmount();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('a full-screen modal', () => {
  it('keeps the kit classes beside the screen class, names the dialog without a heading, and closes on Escape', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Zoom" hideTitle closeLabel="Close" onClose={onClose} size="full" className="zoom-overlay">
        <button type="button">Zoom in</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Zoom' });
    expect([...dialog.classList]).toEqual(['ui-modal', 'ui-modal--full', 'zoom-overlay']);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
