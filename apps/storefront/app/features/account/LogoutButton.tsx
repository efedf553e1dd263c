import { useLocation, useNavigate } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { Button } from '../../ui/Button';
import { useSession } from './use-session';

/** Ends the session ("You're logged out"); an account page the shopper may no longer see gives way to the home page. */
export function LogoutButton({ onDone }: { onDone?: () => void }) {
  const t = useTranslate();
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Button
      variant="ghost"
      className="account-menu-logout"
      onClick={() => {
        // The menu it sits in closes at once: the logout may wait on the network, the shopper need not.
        onDone?.();
        void session.logout().then(() => {
          if (/(^|\/)my-account(\/|$)/.test(pathname)) void navigate('/');
        });
      }}
    >
      {t('Log out')}
    </Button>
  );
}
