import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { messageOf, useAdminSession } from './admin-session';

/** The API's answer when the account has two-factor sign-in and no code was sent (docs/back-office.md#two-factor-sign-in-totp). */
const OTP_NEEDED = 'Enter the 6-digit code of your authenticator app';

/** The back-office's sign-in: e-mail and password, then the one-time code when the account has TOTP. */
export function SignInForm({ notice }: { notice?: string | undefined }) {
  const { signIn } = useAdminSession();
  const [askOtp, setAskOtp] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const otpField = useRef<HTMLInputElement>(null);
  // The code is asked after the password was right: the cursor goes where the next thing to type is.
  useEffect(() => {
    if (askOtp) otpField.current?.focus();
  }, [askOtp]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setBusy(true);
    setError(undefined);
    try {
      // The API checks the fields with the contract's schema (adminLoginBodySchema) and its message is shown here.
      await signIn(text('email'), String(form.get('password') ?? ''), askOtp ? text('otp') : undefined);
    } catch (caught) {
      const message = messageOf(caught);
      if (message === OTP_NEEDED) setAskOtp(true);
      setError(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="admin-signin" id="main">
      <h1>Back-office sign-in</h1>
      {notice && <p role="status">{notice}</p>}
      <form onSubmit={submit} className="admin-form">
        <TextField id="admin-email" name="email" type="email" label="E-mail" autoComplete="username" required />
        <TextField
          id="admin-password"
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          required
        />
        {askOtp && (
          <TextField
            id="admin-otp"
            name="otp"
            label="One-time code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            ref={otpField}
          />
        )}
        {error && (
          <p role="alert" className="admin-notice admin-notice--error">
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={busy}>
          Sign in
        </Button>
      </form>
    </main>
  );
}
