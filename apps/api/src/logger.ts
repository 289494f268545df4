import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config.js';

/** Fastify's logger settings: pino options (level, transport) without a destination stream. */
export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Chooses how the server logs. A person at a terminal reads lines such as `[12:04:31] INFO: request completed`
 * (pino-pretty, in a worker thread so formatting never slows a request); anything else, such as CI or a log
 * collector reading a pipe, gets one JSON object per line, pino's own format, which those tools parse.
 * @param level - the configured level (LOG_LEVEL)
 * @param isTTY - whether standard output is a terminal (`process.stdout.isTTY`)
 * @returns the `logger` option for Fastify
 * @example
 * loggerOptions('info', false); // { level: 'info' }: JSON lines
 * loggerOptions('info', true).transport; // { target: 'pino-pretty', options: { colorize: true, singleLine: true, ... } }
 */
export function loggerOptions(level: LogLevel, isTTY: boolean): LoggerOptions {
  // With nothing to print, a pretty-printing worker thread would only cost start-up time.
  if (!isTTY || level === 'silent') return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: { colorize: true, singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    },
  };
}
