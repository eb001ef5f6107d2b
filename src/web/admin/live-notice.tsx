/** The result of an action, read out politely: green when it worked, red when it did not. */
export function LiveNotice({
  notice,
}: {
  notice: { kind: 'ok' | 'error'; text: string } | undefined;
}) {
  return (
    <div aria-live="polite">
      {notice && (
        <p className={notice.kind === 'ok' ? 'text-success' : 'font-medium text-danger'}>
          {notice.text}
        </p>
      )}
    </div>
  );
}
