import { Link, Outlet } from 'react-router';

/** Spec "minimal" layout: the logo and the page, no navigation chrome (error page, AMP pages). */
export default function MinimalLayout() {
  return (
    <div className="layout layout-minimal">
      <header className="minimal-header">
        <Link to="/" className="logo" aria-label="Home">
          Storefront
        </Link>
      </header>
      <main id="main">
        <Outlet />
      </main>
    </div>
  );
}
