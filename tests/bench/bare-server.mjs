// The yardstick of every benchmark: Node's bare http server answering a fixed string.
import { createServer } from 'node:http';

const body = JSON.stringify({ data: { status: 'ok' } });
const server = createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.send?.({ port: server.address().port });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
