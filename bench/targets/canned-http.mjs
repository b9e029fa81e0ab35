// Anchor: bare node:http answering every request with the same small JSON body.
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';

const body = JSON.stringify({ success: true, message: 'hello', items: [1, 2, 3] });
createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
