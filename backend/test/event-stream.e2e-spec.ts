import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { followEvents } from './event-stream';

describe("the tests' follower of the live events", () => {
  it('stops when closed while it is opening a stream, once the stream is answered', async () => {
    // A server that answers the stream only when told: the follower is closed in between.
    let asked!: () => void;
    const wasAsked = new Promise<void>((resolve) => (asked = resolve));
    const waiting: ServerResponse[] = [];
    const server = createServer((_request, response) => {
      waiting.push(response);
      asked();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const follower = followEvents(`http://127.0.0.1:${port}`, 'Bearer test');
      await wasAsked;
      const closed = follower.close();
      for (const response of waiting) {
        response.writeHead(200, { 'Content-Type': 'text/event-stream' });
        response.write(': open\n\n');
      }
      // The stream answered after the close is ended too: a follower that kept it would never settle here.
      await closed;
      expect(follower.reconnects).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
