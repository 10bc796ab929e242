/** One clear line saying what went wrong. */
export function ErrorLine({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <p className="error-line" role="alert">
      {message}
    </p>
  );
}
