import { StrictMode, useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createHttpAdminApi } from '../api/admin-api.js';
import { createHttpAdminAuth } from '../api/admin-auth.js';
import { BASENAME } from '../config/paths.js';
import { AdminApp } from './admin-app.js';

/** The composition root: the real api and auth over HTTP, the browser router under /admin. */
export function AdminRoot() {
  const auth = useMemo(() => createHttpAdminAuth(), []);
  const api = useMemo(() => createHttpAdminApi(), []);
  return (
    <StrictMode>
      <BrowserRouter basename={BASENAME}>
        <AdminApp auth={auth} api={api} />
      </BrowserRouter>
    </StrictMode>
  );
}
