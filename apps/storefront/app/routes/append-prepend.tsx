import type { Route } from './+types/append-prepend';

export const meta: Route.MetaFunction = () => [{ title: 'Append and prepend' }];

/** Demo page in the empty layout (see docs/behaviour.md#routes-and-urls): the content alone, no header or footer. */
export default function AppendPrepend() {
  return (
    <main id="main" className="page append-prepend">
      <p data-position="prepend">This content is prepended.</p>
      <h1>Append and prepend</h1>
      <p data-position="append">This content is appended.</p>
    </main>
  );
}
