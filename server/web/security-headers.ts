import type { MiddlewareHandler } from 'hono';

/** Only a plain host[:port] is named in the policy; anything odd in the Host header is left out. */
const PLAIN_HOST = /^[a-z0-9.-]+(:\d+)?$/i;

/**
 * The CSP (docs/quality-budgets.md S4): nothing inline, nothing from elsewhere, no plugins, no framing. A page may
 * name `styles` by their hash (`'sha256-…'`): exactly those style elements of its own, never a script.
 */
export function contentSecurityPolicy(host: string | undefined, styles: string[] = []): string {
  // The realtime socket is on this origin; not every engine counts ws: as 'self', so it is named.
  const sockets = host && PLAIN_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...styles].join(' '),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${sockets}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers on every answer: the CSP, no sniffing, no framing, a referrer that never leaves the origin. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) {
      c.header('Content-Security-Policy', contentSecurityPolicy(c.req.header('host')));
    }
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  };
}
