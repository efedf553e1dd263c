// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionController } from './session-controller';
import { SessionContext } from './use-session';
import { AccountButton } from './AccountButton';

// The menu's chunk arrives when the test says so: what the header shows meanwhile is the stand-in link.
const chunk = vi.hoisted(() => {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, arrived };
});
vi.mock('./AccountMenu', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

afterEach(cleanup);

function renderFor(state: { token: string | null; user: { firstname: string } | null }) {
  const controller = {
    getSnapshot: () => state,
    subscribe: () => () => undefined,
    requestAuth: vi.fn(),
    session: {},
  } as unknown as SessionController;
  const element = (
    <SessionContext.Provider value={controller}>
      <AccountButton className="header-icon" />
    </SessionContext.Provider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: ['/c/women-20'] })} />);
  return controller;
}

describe('the header account link', () => {
  it("names the customer while the menu's chunk loads, and a click on it opens the menu once the chunk is there", async () => {
    renderFor({ token: 't', user: { firstname: 'Grace' } });
    // Never the guest's nameless link: a reload under load must not look logged out.
    const standIn = screen.getByRole('link', { name: 'My account, Grace' });
    expect(standIn.textContent).toBe('Grace');
    expect(screen.queryByRole('link', { name: 'My account' })).toBeNull();
    // Clicked before the menu is there: no navigation, the menu opens when it arrives, with the focus on its toggle.
    expect(fireEvent.click(standIn)).toBe(false);
    await act(async () => {
      chunk.arrive();
      await chunk.arrived;
    });
    const logOut = await screen.findByRole('button', { name: 'Log out' });
    expect(logOut.closest('ul')?.hidden).toBe(false);
    const toggle = screen.getByRole('link', { name: 'My account, Grace' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(toggle);
  });

  it('is the plain account link for a guest, which asks for the login', () => {
    const controller = renderFor({ token: null, user: null });
    fireEvent.click(screen.getByRole('link', { name: 'My account' }));
    expect(controller.requestAuth).toHaveBeenCalledWith('login');
  });
});
