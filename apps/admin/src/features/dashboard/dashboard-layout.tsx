import { Button, Tabs, type TabItem } from '@calchub/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface DashboardLayoutProps {
  /** Ends the session; a rejection is shown to the operator. */
  readonly onLogout: () => Promise<void>;
  readonly overview: ReactNode;
  readonly tabs: readonly TabItem[];
  /** Changing it (after signing in again) moves focus back to the dashboard's heading. */
  readonly focusKey?: number;
}

/** The dashboard's frame: title and Log out, the overview, and the resource tabs. */
export function DashboardLayout({ onLogout, overview, tabs, focusKey = 0 }: DashboardLayoutProps) {
  const [tab, setTab] = useState(tabs[0]?.id ?? '');
  const [logoutError, setLogoutError] = useState<string>();
  const [loggingOut, setLoggingOut] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusKey > 0) heading.current?.focus();
  }, [focusKey]);

  async function logout() {
    if (loggingOut) return;
    setLoggingOut(true);
    setLogoutError(undefined);
    try {
      await onLogout();
    } catch (error) {
      setLogoutError(`Could not log out. ${error instanceof Error ? error.message : ''}`.trim());
      setLoggingOut(false);
    }
  }

  return (
    <div className="min-h-screen">
      <header className="bg-white shadow-sm">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 md:px-6">
          <h1 ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
            CalcHub Admin Dashboard
          </h1>
          <Button variant="secondary" onClick={logout} aria-disabled={loggingOut || undefined}>
            {loggingOut ? 'Logging out…' : 'Log out'}
          </Button>
        </div>
      </header>
      <main className="mx-auto grid max-w-7xl gap-6 px-4 py-6 md:px-6">
        {logoutError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {logoutError}
          </p>
        )}
        {overview}
        <Tabs
          label="Admin sections"
          items={tabs}
          value={tab}
          onChange={setTab}
          // Six tabs fit a tablet's width with the smaller type; below that they wrap onto a second row.
          className="[&_[role=tab]]:px-3 [&_[role=tab]]:text-sm lg:[&_[role=tab]]:px-4 lg:[&_[role=tab]]:text-base [&_[role=tablist]]:flex-wrap"
        />
      </main>
    </div>
  );
}
