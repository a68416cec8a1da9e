// A static file server on 127.0.0.1 for the page (./dev.sh web) and the
// browser test.  Any static server does as well: the page needs no
// special headers.
//   node web/serve.mjs ROOT [PORT]    (PORT 0 or none: any free port)
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ctr': 'text/plain; charset=utf-8',
};

/** Serve ROOT; resolves to {server, url} once listening. */
export function serve(root, port = 0) {
  const base = path.resolve(root);
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://localhost');
      let file = path.normalize(path.join(base, decodeURIComponent(url.pathname)));
      if (file !== base && !file.startsWith(base + path.sep)) throw new Error('outside the root');
      if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found\n');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({ server, url: `http://127.0.0.1:${server.address().port}/` });
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [root = '.', port = '0'] = process.argv.slice(2);
  const { url } = await serve(root, Number(port));
  console.log(`Serving ${path.resolve(root)}; open ${url}web/ (Ctrl-C to stop)`);
}
