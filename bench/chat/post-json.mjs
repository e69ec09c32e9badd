// The chat benchmark's HTTP calls: plain node:http over a keep-alive agent, so thousands of binds
// reuse a few connections instead of opening one each.
import http from 'node:http';

/** POSTs `body` as JSON to `path` of the server on 127.0.0.1:`port`; answers the parsed reply. */
export function postJson(agent, port, path, body) {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve(JSON.parse(text)));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}
