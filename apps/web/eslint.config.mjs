import base, { hooksInTypeScript, oneWayImports } from '../../eslint.config.mjs';

export default [...base, hooksInTypeScript, ...oneWayImports(import.meta.dirname, ['app', 'main.tsx', 'entry-server.tsx'])];
