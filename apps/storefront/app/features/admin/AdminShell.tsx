import { NavLink, Outlet } from 'react-router';
import { Button } from '../../ui/Button';
import { AdminSessionProvider, useAdminSession } from './admin-session';
import { SignInForm } from './SignInForm';
import './admin.css';

const SECTIONS = [
  { to: '/admin', label: 'Orders', end: true },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/spots', label: 'Spots' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/cms', label: 'CMS' },
  { to: '/admin/coupons', label: 'Coupons' },
  { to: '/admin/mail', label: 'Mail' },
  { to: '/admin/webhooks', label: 'Webhooks' },
  { to: '/admin/audit', label: 'Audit' },
  { to: '/admin/users', label: 'Users', owner: true },
  { to: '/admin/account', label: 'My account' },
];

/** The back-office's frame: the sign-in until there is a session, then the sections and the sign-out. */
export function AdminShell() {
  return (
    <AdminSessionProvider>
      <div className="admin">
        <Gate />
      </div>
    </AdminSessionProvider>
  );
}

function Gate() {
  const { state, signOut } = useAdminSession();
  if (state.phase === 'starting')
    return (
      <main id="main" className="admin-main">
        <h1>Back-office</h1>
        <p role="status">Loading the back-office…</p>
      </main>
    );
  if (state.phase === 'signed-out') return <SignInForm notice={state.notice} />;
  const { user, requireTotp } = state;
  return (
    <>
      <header className="admin-header">
        <a className="admin-skip" href="#main">
          Skip to content
        </a>
        <p className="admin-brand">Back-office</p>
        <nav aria-label="Back-office">
          <ul>
            {SECTIONS.filter((section) => !section.owner || user.role === 'owner').map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end ?? false}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="admin-who">
          {user.email} ({user.role})
        </p>
        <Button onClick={() => void signOut()}>Sign out</Button>
      </header>
      <main id="main" className="admin-main" tabIndex={-1}>
        {requireTotp && !user.totp && (
          <p role="status" className="admin-notice admin-notice--error">
            The shop requires two-factor sign-in: set it up under My account before anything else.
          </p>
        )}
        <Outlet />
      </main>
    </>
  );
}
