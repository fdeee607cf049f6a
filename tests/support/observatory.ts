/**
 * The header part of Mozilla's HTTP Observatory scoring (its rules and modifiers are public): start at 100, add or
 * subtract per test, grade by the total. Cookies, CORS, redirections and subresource integrity are not judged here:
 * the site sets no cookie, sends no CORS header, loads every script from itself, and the HTTP-to-HTTPS redirection
 * belongs to the TLS proxy in front of it.
 */

export interface ObservatoryResult {
  score: number;
  grade: string;
  tests: { name: string; result: string; modifier: number }[];
}

type Headers = { get(name: string): string | null };

function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function cspTest(header: string | null): { result: string; modifier: number } {
  if (!header) return { result: 'csp-not-implemented', modifier: -25 };
  const csp = parseCsp(header);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  if (!scripts) return { result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  if (scripts.includes("'unsafe-inline'") && !scripts.some((s) => s.startsWith("'nonce-") || s.startsWith("'sha")))
    return { result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  if (scripts.some((s) => s === 'http:' || s === '*' || s.startsWith('http://')))
    return { result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (scripts.includes("'unsafe-eval'")) return { result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  const objects = csp.get('object-src') ?? csp.get('default-src');
  if (!objects || !objects.includes("'none'")) return { result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  const styles = csp.get('style-src') ?? csp.get('default-src') ?? [];
  if (styles.includes("'unsafe-inline'"))
    return { result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  const defaultNone = csp.get('default-src')?.join(' ') === "'none'";
  return defaultNone
    ? { result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 }
    : { result: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

function hstsTest(header: string | null): { result: string; modifier: number } {
  const maxAge = Number(/max-age=(\d+)/i.exec(header ?? '')?.[1] ?? NaN);
  if (!header || Number.isNaN(maxAge)) return { result: 'hsts-not-implemented', modifier: -20 };
  if (maxAge < 15_768_000) return { result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
  // +5 only for domains on the browsers' preload list, which is outside the site.
  return { result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 };
}

function referrerTest(header: string | null): { result: string; modifier: number } {
  if (!header) return { result: 'referrer-policy-not-implemented', modifier: 0 };
  const policy = header.split(',').pop()!.trim().toLowerCase();
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy))
    return { result: 'referrer-policy-private', modifier: 5 };
  if (policy === 'unsafe-url' || policy === 'no-referrer-when-downgrade')
    return { result: 'referrer-policy-unsafe', modifier: -5 };
  return { result: 'referrer-policy-no-referrer-when-downgrade', modifier: 0 };
}

function frameTest(headers: Headers): { result: string; modifier: number } {
  const ancestors = parseCsp(headers.get('content-security-policy') ?? '').get('frame-ancestors');
  if (ancestors) return { result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const xfo = headers.get('x-frame-options')?.toLowerCase();
  if (xfo === 'deny' || xfo === 'sameorigin') return { result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  return { result: 'x-frame-options-not-implemented', modifier: -20 };
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

export function observatoryScore(headers: Headers): ObservatoryResult {
  const tests = [
    { name: 'content-security-policy', ...cspTest(headers.get('content-security-policy')) },
    { name: 'strict-transport-security', ...hstsTest(headers.get('strict-transport-security')) },
    { name: 'referrer-policy', ...referrerTest(headers.get('referrer-policy')) },
    { name: 'x-frame-options', ...frameTest(headers) },
    {
      name: 'x-content-type-options',
      ...(headers.get('x-content-type-options')?.toLowerCase() === 'nosniff'
        ? { result: 'x-content-type-options-nosniff', modifier: 0 }
        : { result: 'x-content-type-options-not-implemented', modifier: -5 }),
    },
  ];
  // Extra credit only counts for a site that already grades A (90) without it, as in the Observatory.
  const penalties = tests.reduce((sum, t) => sum + Math.min(0, t.modifier), 0);
  const bonuses = 100 + penalties >= 90 ? tests.reduce((sum, t) => sum + Math.max(0, t.modifier), 0) : 0;
  const score = Math.max(0, 100 + penalties + bonuses);
  return { score, grade: GRADES.find(([min]) => score >= min)![1], tests };
}
