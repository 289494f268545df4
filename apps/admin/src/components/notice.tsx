import { Button, cn } from '@calchub/ui';

export interface NoticeMessage {
  readonly tone: 'success' | 'error';
  readonly text: string;
}

/**
 * The outcome of an action. Success goes into a polite live region that is always present (so it is announced);
 * a failure is an alert.
 */
export function Notice({ message, className }: { readonly message: NoticeMessage | undefined; readonly className?: string }) {
  return (
    <>
      <div role="status" className={cn(message?.tone === 'success' ? 'rounded-lg bg-green-50 p-3 text-sm text-green-900' : 'sr-only', className)}>
        {message?.tone === 'success' ? message.text : ''}
      </div>
      {message?.tone === 'error' && (
        <p role="alert" className={cn('rounded-lg bg-red-50 p-3 text-sm text-red-800', className)}>
          {message.text}
        </p>
      )}
    </>
  );
}

/** A list or form that could not be loaded, with a way to try again. */
export function LoadFailure({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-4 text-red-800">
      <p>{message}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
