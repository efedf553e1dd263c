/** What an action did (a status region) or why it was refused (an alert), as the API said it. */
export function Notice({ done, error }: { done?: string | undefined; error?: string | undefined }) {
  return (
    <>
      <p role="status" className="admin-notice admin-notice--done">
        {done}
      </p>
      {error && (
        <p role="alert" className="admin-notice admin-notice--error">
          {error}
        </p>
      )}
    </>
  );
}
