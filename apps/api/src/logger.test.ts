import { describe, expect, it } from 'vitest';
import { LOG_LEVELS } from './config.js';
import { loggerOptions } from './logger.js';

describe('loggerOptions', () => {
  it('writes JSON lines (no transport) when standard output is not a terminal, at every level', () => {
    for (const level of LOG_LEVELS) expect(loggerOptions(level, false)).toEqual({ level });
  });

  it('pretty-prints through pino-pretty in a terminal: one coloured line per entry, local time, no pid or host', () => {
    expect(loggerOptions('debug', true)).toEqual({
      level: 'debug',
      transport: {
        target: 'pino-pretty',
        options: { colorize: true, singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
      },
    });
  });

  it('starts no pretty-printing worker when nothing is logged, even in a terminal', () => {
    expect(loggerOptions('silent', true)).toEqual({ level: 'silent' });
  });
});
