import { Link } from 'react-router';

const TEXT = { 404: '404 Page Not Found', 500: 'Internal Server Error 500' } as const;

/** The spec's 404 and 500 pages (point 2, "404 and 500 pages"). */
export function ErrorPage({ status }: { status: 404 | 500 }) {
  return (
    <main className="error-page" id="main">
      <title>{TEXT[status]}</title>
      <h1>{TEXT[status]}</h1>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </main>
  );
}
