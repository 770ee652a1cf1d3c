// The machine's limit for this work: node:http answering the service's own response bytes from memory.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(file, 'utf8'));
const answers = new Map(Object.entries(bodies).map(([url, { body, contentType }]) => [url, { body: Buffer.from(body), contentType }]));

createServer((request, response) => {
  if (request.url === '/healthz') return response.end('ok');
  const answer = answers.get(request.url);
  if (!answer) {
    response.statusCode = 404;
    return response.end();
  }
  response.writeHead(200, { 'content-type': answer.contentType, 'content-length': answer.body.length });
  response.end(answer.body);
}).listen(Number(port), '127.0.0.1');
