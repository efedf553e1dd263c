// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionController } from '../session-controller';
import type { SessionOutcome } from '../session-types';
import { SessionContext } from '../use-session';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

vi.mock('react-router', () => ({ useRouteLoaderData: () => undefined }));

afterEach(cleanup);

function fakeController(answer: SessionOutcome) {
  const register = vi.fn(async () => answer);
  const login = vi.fn(async () => answer);
  const state = { token: null, user: null };
  const controller = {
    getSnapshot: () => state,
    subscribe: () => () => undefined,
    session: { register, login },
  } as unknown as SessionController;
  return { controller, register, login };
}

function renderForm(form: 'register' | 'login', answer: SessionOutcome = { ok: true }) {
  const fake = fakeController(answer);
  const onDone = vi.fn();
  const Form = form === 'register' ? RegisterForm : LoginForm;
  render(
    <SessionContext.Provider value={fake.controller}>
      <Form onView={() => undefined} onDone={onDone} />
    </SessionContext.Provider>,
  );
  return { ...fake, onDone };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('sign-up modal forms', () => {
  it('show the spec messages, focus the first invalid field and send nothing', () => {
    const { register } = renderForm('register');
    fill('E-mail address', 'ada@example.com');
    fill('First name', 'A');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Name must have at least 2 letters.')).toBeTruthy();
    expect(screen.getByText('You must accept the terms and conditions.')).toBeTruthy();
    expect(screen.getAllByText('Field is required')).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(register).not.toHaveBeenCalled();
  });

  it('register the shopper with trimmed names and close on success', async () => {
    const { register, onDone } = renderForm('register');
    fill('E-mail address', ' ada@example.com ');
    fill('First name', ' Ada ');
    fill('Last name', 'Lovelace');
    fill('Password', 'analytical');
    fill('Repeat password', 'analytical');
    fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(register).toHaveBeenCalledWith({
      customer: { email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' },
      password: 'analytical',
    });
  });

  it("show the server's message and stay open when the login is refused", async () => {
    const { login, onDone } = renderForm('login', { ok: false, message: 'The account sign-in was incorrect.' });
    fill('E-mail address', 'ada@example.com');
    fill('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The account sign-in was incorrect.'));
    expect(login).toHaveBeenCalledWith('ada@example.com', 'wrong');
    expect(onDone).not.toHaveBeenCalled();
  });

  it.each(['login', 'register'] as const)(
    'say Loading... on a disabled button while the %s request runs, and send it once',
    async (form) => {
      let answer: (outcome: SessionOutcome) => void = () => undefined;
      const pending = new Promise<SessionOutcome>((resolve) => (answer = resolve));
      const { login, register } = renderForm(form);
      const sent = form === 'login' ? login : register;
      sent.mockImplementation(() => pending);
      fill('E-mail address', 'ada@example.com');
      if (form === 'register') {
        fill('First name', 'Ada');
        fill('Last name', 'Lovelace');
        fill('Repeat password', 'analytical');
        fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
      }
      fill('Password', 'analytical');
      const label = form === 'login' ? 'Log in' : 'Register';
      fireEvent.click(screen.getByRole('button', { name: label }));
      const busy = await screen.findByRole('button', { name: 'Loading...' });
      expect((busy as HTMLButtonElement).disabled).toBe(true);
      expect(busy.getAttribute('aria-busy')).toBe('true');
      fireEvent.submit(busy.closest('form')!);
      expect(sent).toHaveBeenCalledTimes(1);
      answer({ ok: false, message: 'The account sign-in was incorrect.' });
      const again = await screen.findByRole('button', { name: label });
      expect((again as HTMLButtonElement).disabled).toBe(false);
    },
  );
});
