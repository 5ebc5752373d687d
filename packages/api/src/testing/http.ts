// A server of a test on a free port of 127.0.0.1: its base URL, and a close that waits for it.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

export type TListening = { server: Server; base: string; close: () => Promise<void> };

type TListenable = { listen(port: number, hostname: string, callback: () => void): Server };

/** Starts `app` (an Express app or a Node server) on a free local port; `base` is `http://127.0.0.1:<port>`. */
export async function listenLocally(app: TListenable): Promise<TListening> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    server,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
