import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../server/auth/rate-limit';
import { ConfigError, DEMO_PUSHER_SECRET, readConfig } from '../../server/config';
import type { ServerDeps } from '../../server/deps';
import type { AppEnv } from '../../server/http/env';

/** Configuration fails closed: a setting the server does not know or cannot read stops it, said plainly. */

const OWN_SECRET = 'a-secret-of-this-shop-0123456789';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    readConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('APP_ENV', () => {
  it.each([['Production'], ['prod'], ['dev'], ['LOCAL'], [''], [' local']])('refuses "%s"', (value) => {
    expect(problemsOf({ APP_ENV: value, PUSHER_APP_SECRET: OWN_SECRET })).toEqual([
      expect.stringContaining('APP_ENV must be exactly one of local, production, test'),
    ]);
  });

  it('refuses to guess when it is not set', () => {
    expect(problemsOf({})).toEqual([expect.stringContaining('APP_ENV must be exactly one of')]);
  });

  it('takes each known environment exactly as written', () => {
    expect(readConfig({ APP_ENV: 'local' }).appEnv).toBe('local');
    expect(readConfig({ APP_ENV: 'test' }).appEnv).toBe('test');
    expect(readConfig({ APP_ENV: 'production', PUSHER_APP_SECRET: OWN_SECRET }).appEnv).toBe('production');
  });
});

describe('secrets', () => {
  it('refuses production with the demo realtime secret, without one, or with a short one', () => {
    for (const secret of [undefined, DEMO_PUSHER_SECRET, 'short']) {
      expect(problemsOf({ APP_ENV: 'production', PUSHER_APP_SECRET: secret })).toEqual([
        expect.stringContaining('PUSHER_APP_SECRET'),
      ]);
    }
  });

  it('lets the demo run locally on its own secret', () => {
    expect(readConfig({ APP_ENV: 'local' }).realtime.secret).toBe(DEMO_PUSHER_SECRET);
  });
});

describe('numbers and flags', () => {
  it('refuses values it cannot read instead of starting on a default, and names every one', () => {
    const problems = problemsOf({
      APP_ENV: 'local',
      PORT: 'eighty',
      PUSHER_PORT: '70000',
      PUSHER_USE_TLS: 'yes',
      DEMO_REPLY_DELAY_SECONDS: '-1',
      TRUST_PROXY_HOPS: '1.5',
    });
    expect(problems).toHaveLength(5);
    expect(problems).toEqual([
      expect.stringContaining('PORT must be'),
      expect.stringContaining('TRUST_PROXY_HOPS must be'),
      expect.stringContaining('PUSHER_PORT must be'),
      expect.stringContaining('PUSHER_USE_TLS must be true or false'),
      expect.stringContaining('DEMO_REPLY_DELAY_SECONDS must be'),
    ]);
  });
});

describe('the client address behind proxies', () => {
  async function addressSeen(trustProxyHops: number, forwardedFor: string | undefined): Promise<string> {
    const app = new Hono<AppEnv>();
    app.get('/', (c) => {
      c.set('deps', { config: { ...readConfig({ APP_ENV: 'test' }), trustProxyHops } } as ServerDeps);
      return c.text(clientAddress(c));
    });
    const headers: Record<string, string> = forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {};
    const env = { incoming: { socket: { remoteAddress: '10.0.0.9' } } };
    const response = await app.request('/', { headers }, env);
    return response.text();
  }

  it('trusts no header by default: the connection is the client', async () => {
    expect(await addressSeen(0, '203.0.113.7')).toBe('10.0.0.9');
  });

  it('with one trusted proxy, reads the address it appended, never what the client wrote before it', async () => {
    expect(await addressSeen(1, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(1, undefined)).toBe('10.0.0.9');
    expect(await addressSeen(2, '198.51.100.1, 203.0.113.7')).toBe('198.51.100.1');
  });
});

describe('the server process', () => {
  it('does not start on a mistyped APP_ENV, and says why', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-config-'));
    const env = { PATH: process.env.PATH, APP_ENV: 'Production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir };
    // One node process (tsx as a loader, not a wrapper), so that the guard's kill reaches the server itself.
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Were it to start after all, it must not outlive the test.
    const guard = setTimeout(() => child.kill('SIGKILL'), 20_000);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    clearTimeout(guard);
    rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(output).toContain('APP_ENV must be exactly one of local, production, test (it is "Production")');
    expect(output).not.toContain('http://');
  });
});
