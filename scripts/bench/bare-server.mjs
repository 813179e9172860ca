// The yardstick: a bare node:http server answering GET /api/menu with the shop's exact bytes from memory.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
const body = readFileSync(file);
const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length };

createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
