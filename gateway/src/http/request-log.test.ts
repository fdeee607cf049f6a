import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLog, withoutSecrets } from './request-log.js';

/** An app behind the request log, its log lines, and a way to send it requests. */
async function loggedApp(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino(
    { level, redact: { paths: ['headers.authorization', 'headers.cookie'], censor: '[masqué]' } },
    sink,
  );
  const app = express();
  app.use(requestLog(app, logger));
  app.get('/ok', (_req, res) => {
    res.send('ok');
  });
  app.get('/boom', (req, res) => {
    req.log.error('panne');
    res.status(500).send('non');
  });
  const server = createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    lines,
    get: (path: string, headers: Record<string, string> = {}) => fetch(url + path, { headers }).then((r) => r.text()),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const requestLines = (lines: Record<string, unknown>[]) => lines.filter((l) => 'status' in l);

describe('requestLog', () => {
  it('writes one line per request with method, path, status, duration and request id, without headers at info', async () => {
    const app = await loggedApp('info');
    await app.get('/ok?x=1', { authorization: 'Bearer secret' });
    await app.get('/missing');
    await app.close();
    const [ok, missing] = requestLines(app.lines);
    expect(ok).toMatchObject({ level: 30, method: 'GET', path: '/ok?x=1', status: 200, msg: 'requête traitée' });
    expect(typeof ok!.ms).toBe('number');
    expect(ok).not.toHaveProperty('headers');
    expect(missing).toMatchObject({ level: 40, path: '/missing', status: 404 });
    expect(missing!.reqId).not.toBe(ok!.reqId);
    expect(requestLines(app.lines)).toHaveLength(2);
  });

  it('adds the request headers at debug, authorization masked', async () => {
    const app = await loggedApp('debug');
    await app.get('/ok', { authorization: 'Bearer secret', 'x-test': 'oui' });
    await app.close();
    const [line] = requestLines(app.lines);
    expect(line!.headers).toMatchObject({ authorization: '[masqué]', 'x-test': 'oui' });
  });

  it('logs a server error at error, and what the handler logged carries the same request id', async () => {
    const app = await loggedApp('info');
    await app.get('/boom');
    await app.close();
    const handler = app.lines.find((l) => l.msg === 'panne');
    const [line] = requestLines(app.lines);
    expect(line).toMatchObject({ level: 50, status: 500 });
    expect(handler).toMatchObject({ level: 50, reqId: line!.reqId });
  });

  it('never writes the agenda feed’s token, in whatever spelling its path was asked', async () => {
    const token = 'AbCdEf0123456789_-AbCdEf0123456789_-AbCdEfG';
    const app = await loggedApp('info');
    for (const path of [
      `/api/agenda/${token}.ics`,
      `/API/AGENDA/${token}.ics`,
      `/api/Agenda/${token}.ics?x=1`,
      `//api//agenda/${token}.ics/`,
      `/%61pi/%41genda/${token}.ics`,
    ]) {
      await app.get(path);
    }
    await app.close();
    const paths = requestLines(app.lines).map((line) => line.path);
    expect(paths).toEqual([
      '/api/agenda/[jeton]',
      '/api/agenda/[jeton]',
      '/api/agenda/[jeton]?x=1',
      '/api/agenda/[jeton]',
      '/api/agenda/[jeton]',
    ]);
    expect(JSON.stringify(app.lines)).not.toContain(token.slice(0, 20));
    // Paths a client sends as they are, which fetch would resolve first.
    expect(withoutSecrets(`/api/x/../agenda/${token}.ics`)).toBe('/api/agenda/[jeton]');
    expect(withoutSecrets(`http://site.example/API/agenda/${token}.ics?y`)).toBe('/api/agenda/[jeton]?y');
    // Other paths are written as asked.
    expect(withoutSecrets('/Montpellier/%41genda')).toBe('/Montpellier/%41genda');
    expect(withoutSecrets('/api/waitlist/leave?token=w1.abc.def')).toBe('/api/waitlist/leave?token=[jeton]');
    expect(withoutSecrets('/API/Waitlist/leave?token=w1.abc.def&x=1')).toBe('/api/waitlist/leave?token=[jeton]');
    expect(withoutSecrets('/api/waitlist/leave')).toBe('/api/waitlist/leave');
  });
});
