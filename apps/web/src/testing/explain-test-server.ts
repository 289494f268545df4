import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the test server answers: a status and a JSON body, or a dropped connection (a network error). */
export type TestReply = { readonly status: number; readonly body?: unknown } | 'drop';
type Handler = (body: unknown) => TestReply | Promise<TestReply>;

/** A request the test server received: `GET /api/explain/availability`, with its JSON body if it had one. */
export interface ReceivedRequest {
  readonly route: string;
  readonly body: unknown;
}

/** A real HTTP server on loopback, answering the explain endpoints as each test tells it. */
export interface ExplainTestServer {
  /** `http://127.0.0.1:<port>`, the origin the page under test is given. */
  readonly origin: string;
  /** Every request received, in order. */
  readonly received: ReceivedRequest[];
  /** Sets how a route (`POST /api/explain`) answers from now on. */
  answer(route: string, handler: Handler): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
}

/**
 * Starts a test server for the explain endpoints. A route it has not been told about answers 404 as the api does for
 * an endpoint it does not have.
 * @example
 * const server = await startExplainTestServer();
 * server.answer('GET /api/explain/availability', () => ({ status: 200, body: { ai: false, reason: 'not_configured' } }));
 */
export async function startExplainTestServer(): Promise<ExplainTestServer> {
  const handlers = new Map<string, Handler>();
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const route = `${request.method ?? 'GET'} ${request.url ?? '/'}`;
      const body = await readBody(request);
      received.push({ route, body });
      const handler = handlers.get(route);
      const reply: TestReply = handler
        ? await handler(body)
        : { status: 404, body: { message: `There is no API endpoint ${route}.` } };
      if (reply === 'drop') {
        request.socket.destroy();
        return;
      }
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (route, handler) => void handlers.set(route, handler),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
