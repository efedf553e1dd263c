import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Notice } from './Notice';

/** The top of a screen opened from a list: the way back to that list, the title, and why the item did not load. */
export function DetailHeading({
  back,
  title,
  error,
}: {
  back: { to: string; label: string };
  title: ReactNode;
  error: string | undefined;
}) {
  return (
    <>
      <p>
        <Link to={back.to}>← {back.label}</Link>
      </p>
      <h1>{title}</h1>
      <Notice error={error} />
    </>
  );
}
