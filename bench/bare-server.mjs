// The machine's limit for this work: node:http sending the service's own response (headers and body) from memory.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(file, 'utf8'));
const answers = new Map(Object.entries(bodies).map(([url, { body, headers }]) => {
  const bytes = Buffer.from(body);
  return [url, { bytes, headers: { ...headers, 'content-length': bytes.length } }];
}));

createServer((request, response) => {
  if (request.url === '/healthz') return response.end('ok');
  const answer = answers.get(request.url);
  if (!answer) {
    response.statusCode = 404;
    return response.end();
  }
  response.writeHead(200, answer.headers);
  response.end(answer.bytes);
}).listen(Number(port), '127.0.0.1');
