/**
 * A reverse proxy in front of the test service that misbehaves on request, so SDK tests
 * can see what a real client meets on a real network: a connection that drops after the
 * service has done the work, a slow answer, a 429 or 503 with Retry-After.
 *
 * Every request is forwarded to the service unchanged unless a queued fault applies to
 * it. Control endpoints (JSON):
 *
 *   POST   /__faults  {"faults": [FAULT, …]}  queue faults; each applies to one request
 *   GET    /__faults                          {"pending": N, "requests": [ENTRY, …]}
 *   DELETE /__faults                          forget queued faults and the request log
 *
 * FAULT is one of
 *   {"kind": "status", "status": 429|500|502|503, "retry_after": SECONDS?}
 *       answer at once with that status and an error envelope; the service never sees it
 *   {"kind": "drop_response"}
 *       forward the request, wait for the service's whole answer, then cut the client's
 *       connection without sending it (the work is done and charged; the client sees a
 *       network error)
 *   {"kind": "reset"}
 *       cut the client's connection before forwarding (the service never sees it)
 *   {"kind": "delay", "ms": N}
 *       wait N ms, then forward
 * and may carry "path": "/v1/…" to apply only to requests for that path.
 *
 * ENTRY: {"method", "path", "idempotency_key", "user_agent", "authorization_scheme",
 *         "fault", "status", "replayed", "at"} where `fault` is the kind applied (or null),
 *         `status` what the client was sent (null when the connection was cut), `replayed`
 *         whether the service answered with Idempotent-Replayed: true, `at` a timestamp in ms.
 */
import { createServer, request } from 'node:http';

const ENVELOPES = {
  429: [
    'rate_limit_error',
    'rate_limit_exceeded',
    'Rate limit exceeded (injected by the test proxy).',
  ],
  500: ['api_error', 'internal_error', 'Internal error (injected by the test proxy).'],
  502: ['api_error', 'bad_upstream_reply', 'Bad upstream reply (injected by the test proxy).'],
  503: ['api_error', 'service_unavailable', 'Service unavailable (injected by the test proxy).'],
};

function readBody(req) {
  return new Promise((ok, fail) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => ok(Buffer.concat(chunks)));
    req.on('error', fail);
  });
}

function sendJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export async function startFaultProxy(target) {
  const upstream = new URL(target);
  let faults = [];
  let requests = [];
  let injected = 0;

  const take = (path) => {
    const i = faults.findIndex((f) => !f.path || f.path === path);
    return i < 0 ? null : faults.splice(i, 1)[0];
  };

  const forward = (req, body) =>
    new Promise((ok, fail) => {
      const headers = { ...req.headers, host: upstream.host };
      const out = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers,
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () =>
            ok({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', fail);
        },
      );
      out.on('error', fail);
      out.end(body);
    });

  const handleControl = async (req, res) => {
    if (req.method === 'POST') {
      const parsed = JSON.parse((await readBody(req)).toString() || '{}');
      faults.push(...(parsed.faults ?? []));
      return sendJson(res, 200, { pending: faults.length });
    }
    if (req.method === 'DELETE') {
      faults = [];
      requests = [];
      return sendJson(res, 200, { pending: 0 });
    }
    return sendJson(res, 200, { pending: faults.length, requests });
  };

  const server = createServer(async (req, res) => {
    try {
      const path = new URL(req.url, 'http://proxy').pathname;
      if (path === '/__faults') return await handleControl(req, res);
      const body = await readBody(req);
      const fault = take(path);
      const entry = {
        method: req.method,
        path,
        idempotency_key: req.headers['idempotency-key'] ?? null,
        user_agent: req.headers['user-agent'] ?? null,
        authorization_scheme: (req.headers.authorization ?? '').split(' ')[0] || null,
        fault: fault?.kind ?? null,
        status: null,
        replayed: false,
        at: Date.now(),
      };
      requests.push(entry);

      if (fault?.kind === 'reset') return req.socket.destroy();
      if (fault?.kind === 'status') {
        const [type, code, message] = ENVELOPES[fault.status] ?? ENVELOPES[500];
        const requestId = `req_fault_${++injected}`;
        const headers = { 'x-request-id': requestId };
        if (fault.retry_after !== undefined) headers['retry-after'] = String(fault.retry_after);
        entry.status = fault.status;
        return sendJson(
          res,
          fault.status,
          { success: false, error: { type, code, message }, request_id: requestId },
          headers,
        );
      }
      if (fault?.kind === 'delay') await new Promise((ok) => setTimeout(ok, fault.ms ?? 1000));

      const answer = await forward(req, body);
      entry.replayed = answer.headers['idempotent-replayed'] === 'true';
      if (fault?.kind === 'drop_response') return req.socket.destroy();
      if (res.destroyed) return undefined;
      entry.status = answer.status;
      const headers = { ...answer.headers };
      delete headers['transfer-encoding'];
      delete headers.connection;
      headers['content-length'] = String(answer.body.length);
      res.writeHead(answer.status, headers);
      return res.end(answer.body);
    } catch (e) {
      if (!res.headersSent && !res.destroyed) {
        sendJson(res, 502, {
          success: false,
          error: {
            type: 'api_error',
            code: 'bad_upstream_reply',
            message: `test proxy: ${e.message}`,
          },
          request_id: 'req_fault_proxy',
        });
      }
      return undefined;
    }
  });
  server.keepAliveTimeout = 1000;
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
