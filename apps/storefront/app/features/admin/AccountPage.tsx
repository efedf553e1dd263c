import { useEffect, useState, type FormEvent } from 'react';
import QRCode from 'qrcode';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useAdminSession } from './admin-session';
import { Notice } from './Notice';
import { useAdminAction } from './use-admin-action';

/** The signed-in user's own account: two-factor sign-in set up with an authenticator app's QR code. */
export function AccountPage() {
  const { client, user, refreshMe } = useAdminSession();
  const action = useAdminAction();
  const [setup, setSetup] = useState<{ secret: string; uri: string }>();

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const otp = String(new FormData(event.currentTarget).get('otp') ?? '').trim();
    // The API checks the code with the contract's schema (adminTotpConfirmBodySchema); its message is shown here.
    const ok = await action.run(async () => {
      await client.send('POST', '/me/totp/confirm', { otp });
      return 'Two-factor sign-in is on: the next sign-in asks for a code.';
    });
    if (ok) {
      setSetup(undefined);
      await refreshMe();
    }
  }

  return (
    <>
      <h1>My account</h1>
      <dl className="admin-facts">
        <dt>E-mail</dt>
        <dd>{user.email}</dd>
        <dt>Role</dt>
        <dd>{user.role}</dd>
        <dt>Two-factor sign-in</dt>
        <dd>{user.totp ? 'on' : 'off'}</dd>
      </dl>
      {!user.totp && !setup && (
        <Button
          variant="primary"
          disabled={action.busy}
          onClick={() =>
            void action.run(async () => {
              setSetup(await client.send<{ secret: string; uri: string }>('POST', '/me/totp'));
              return 'Scan the code with your authenticator app, then enter its first code.';
            })
          }
        >
          Set up two-factor sign-in
        </Button>
      )}
      {setup && (
        <section aria-labelledby="totp-setup" className="admin-totp">
          <h2 id="totp-setup">Scan with your authenticator app</h2>
          <TotpQrCode uri={setup.uri} />
          <p>
            Or type the key: <code className="admin-secret">{setup.secret}</code>
          </p>
          <form className="admin-form" onSubmit={confirm}>
            <TextField
              id="totp-otp"
              name="otp"
              label="The app’s 6-digit code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
            <Button type="submit" variant="primary" disabled={action.busy}>
              Turn on two-factor sign-in
            </Button>
          </form>
        </section>
      )}
      <Notice done={action.done} error={action.error} />
    </>
  );
}

/** The `otpauth://` link as a QR code (SVG, drawn in the browser: the secret never leaves the page). */
function TotpQrCode({ uri }: { uri: string }) {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let live = true;
    void QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then(
      (text) => live && setSvg(text),
    );
    return () => {
      live = false;
    };
  }, [uri]);
  return svg ? (
    <div
      className="admin-qr"
      role="img"
      aria-label="QR code of the authenticator set-up link"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  ) : null;
}
