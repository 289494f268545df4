import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages load their parts as chunks, each transformed on first use: on a busy two-core machine one can take more than
// Testing Library's default second to appear. A wait that never ends still fails, after five.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
