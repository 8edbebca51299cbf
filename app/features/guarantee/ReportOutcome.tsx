// What became of a guarantee report just sent (issue 39 item 3), on the profile and on the list of unlocked profiles:
// a module of its own, so that the list does not carry the profile's report panel and dialog.
/** What became of the report just sent (the page's loader reads it: `reportOutcome`). */
export function ReportOutcome({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="status" className="mb-2 text-emerald-800">
      {message}
    </p>
  );
}
