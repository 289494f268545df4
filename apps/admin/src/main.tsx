import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createHttpAdminAuth } from './api/admin-auth.js';
import { AdminApp } from './app/admin-app.js';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter basename="/admin">
      <AdminApp auth={createHttpAdminAuth()} />
    </BrowserRouter>
  </StrictMode>,
);
