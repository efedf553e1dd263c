import { Link, Outlet } from 'react-router';

/** Spec "minimal" layout: the logo and the page, no navigation chrome (error page, AMP pages). */
export default function MinimalLayout() {
  return (
    <div className="layout layout-minimal">
      <header className="minimal-header">
        {/* Named by its text, as in the default layout: a name other than the visible one fails speech control. */}
        <Link to="/" className="logo">
          Storefront
        </Link>
      </header>
      <main id="main">
        <Outlet />
      </main>
    </div>
  );
}
