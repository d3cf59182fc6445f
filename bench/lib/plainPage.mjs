// The machine's own ceiling for the Lighthouse figures: a page of one heading and one paragraph, no CSS, no script.
// What the shop's pages score is read against it, as the API's figures are read against a bare hello-world.
import { createServer } from 'node:http';

const PLAIN_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A plain page: what this machine's browser scores with nothing to do." />
    <title>A plain page</title>
  </head>
  <body>
    <h1>A plain page</h1>
    <p>One heading and one paragraph, served from memory.</p>
  </body>
</html>
`;

/** Serves the plain page on a free port until `close` is called. */
export function startPlainPage() {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PLAIN_PAGE);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}
