// The bench's customers' HTTP client: the subset of `fetch` the bench uses (status and JSON), on node:http with
// connections kept alive, as a browser keeps them. Undici's `fetch` costs the bench's process about three times
// the CPU per request (WHATWG streams and headers), CPU that the shop and PostgreSQL share on this machine.
import http from 'node:http';
import { brotliDecompress, gunzip, inflate } from 'node:zlib';
import { promisify } from 'node:util';

const agent = new http.Agent({ keepAlive: true });
const DECODERS = { gzip: promisify(gunzip), deflate: promisify(inflate), br: promisify(brotliDecompress) };

/**
 * Sends a request and answers `{ status, headers, json() }`. Like a browser it accepts compressed answers and
 * decompresses them; a body given as URLSearchParams is sent form-encoded.
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string | URLSearchParams }} [init]
 */
export function request(url, { method = 'GET', headers = {}, body } = {}) {
  const payload = body === undefined ? undefined : String(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, agent, headers: { 'Accept-Encoding': 'gzip, deflate, br', ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', async () => {
          try {
            const raw = Buffer.concat(chunks);
            const decode = DECODERS[res.headers['content-encoding']];
            const text = (decode ? await decode(raw) : raw).toString('utf8');
            resolve({ status: res.statusCode, headers: res.headers, json: async () => JSON.parse(text) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
