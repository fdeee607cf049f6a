/** What an action in a section of the admin answered: a success said politely, a failure as an alert. */
export type Notice = { kind: 'error' | 'success'; text: string };

/** The answer of a section's last action, styled by `className` and `className--error|success`. */
export function ActionNotice({ notice, className }: { notice: Notice | null; className: string }) {
  if (!notice) return null;
  return (
    <p className={`${className} ${className}--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </p>
  );
}
