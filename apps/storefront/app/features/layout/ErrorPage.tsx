import { Link } from 'react-router';

const TEXT = { 404: '404 Page Not Found', 500: 'Internal Server Error 500' } as const;

/** The spec's 404 and 500 pages (point 2, "404 and 500 pages"), with the data-load message of point 8 when known. */
export function ErrorPage({ status, message }: { status: 404 | 500; message?: string | undefined }) {
  return (
    <main className="error-page" id="main">
      <title>{TEXT[status]}</title>
      <h1>{TEXT[status]}</h1>
      {message && <p role="alert">{message}</p>}
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </main>
  );
}
