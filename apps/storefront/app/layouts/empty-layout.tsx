import { Outlet } from 'react-router';

/** Spec "empty" layout: the page alone. */
export default function EmptyLayout() {
  return <Outlet />;
}
