import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { Server } from 'socket.io';

/**
 * The reference: a bare Socket.IO server (websocket transport, no auth, no rooms, no Redis)
 * in a process of its own, as the gateway is. It prints its port; each "emit" line on stdin
 * broadcasts one event to every connected socket; "count" prints how many are connected.
 */
const http = createServer();
const io = new Server(http, { transports: ['websocket'], serveClient: false });
http.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(http.address() as AddressInfo).port}\n`);
});
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'emit') io.emit('broadcast', { id: 1 });
  if (line === 'count') process.stdout.write(`${io.engine.clientsCount}\n`);
});
process.on('SIGTERM', () => {
  void io.close();
  process.exit(0);
});
