/** One line saying what just happened (saved, added, imported); nothing while there is no news. */
export function InfoLine({ text, testId }: { text: string | null; testId: string }) {
  if (!text) return null;
  return (
    <p className="info-line" role="status" data-testid={testId}>
      {text}
    </p>
  );
}
