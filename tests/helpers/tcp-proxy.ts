/**
 * Network faults between the app and its database, on loopback: a TCP proxy that can be cut (every
 * connection through it dropped, new ones refused) and restored on the same port, and a "black hole"
 * that accepts connections and never answers (a server that hangs, or packets that are lost).
 */
import { createServer, type Server, Socket } from 'node:net';

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

function stop(server: Server, sockets: Set<Socket>): Promise<void> {
  for (const socket of sockets) socket.destroy();
  sockets.clear();
  return new Promise((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
}

export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones, as a stopped database server does. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const makeServer = () =>
    createServer((client) => {
      track(client);
      const upstream = new Socket();
      track(upstream);
      upstream.connect(target.port, target.host);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  let server = makeServer();
  const port = await listen(server, 0);
  return {
    port,
    cut: () => stop(server, sockets),
    async restore() {
      server = makeServer();
      await listen(server, port);
    },
    close: () => stop(server, sockets),
  };
}

export interface BlackHole {
  port: number;
  close(): Promise<void>;
}

export async function startBlackHole(): Promise<BlackHole> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
  });
  const port = await listen(server, 0);
  return { port, close: () => stop(server, sockets) };
}
