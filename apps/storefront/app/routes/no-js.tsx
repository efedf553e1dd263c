import type { Route } from './+types/no-js';
import type { RouteHandle } from '../lib/route-handle';

export const handle: RouteHandle = { noScripts: true };

export const meta: Route.MetaFunction = () => [{ title: 'No JavaScript' }];

/** Demo page rendered on the server with no script tag at all (see docs/behaviour.md#routes-and-urls). */
export default function NoJs() {
  return (
    <div className="page">
      <h1>No JavaScript</h1>
      <p>This page is rendered on the server and sent without any script.</p>
    </div>
  );
}
