import { createRoot } from 'react-dom/client';
import { AdminRoot } from './app/admin-root.js';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(<AdminRoot />);
