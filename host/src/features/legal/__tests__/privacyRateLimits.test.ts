/**
 * The Privacy page describes the gateway's request counters in plain words; these checks hold its
 * figures to the gateway's own configuration, so changing the limiter without the text fails here.
 * (The page itself cannot import from functions/: it ships to the browser.)
 */
import { DAY_MS, DEFAULT_DAILY_LIMIT, DEFAULT_RATE_LIMIT } from '@snap/functions/src/config/gatewayConfig';
import { accountKeys } from '@snap/functions/src/http/quota';
import { PRIVACY_POLICY } from '../legalContent';

const paragraphs = PRIVACY_POLICY.sections.flatMap((section) => section.paragraphs);
const about = (pattern: RegExp) => paragraphs.filter((paragraph) => pattern.test(paragraph));
const windowMinutes = DEFAULT_RATE_LIMIT.windowMs / 60_000;

describe('Privacy: request counters', () => {
  it("every duration in minutes is the limiter's window", () => {
    const stated = paragraphs.flatMap((paragraph) =>
      [...paragraph.matchAll(/(\d+)[- ]minutes?\b/g)].map((match) => Number(match[1])),
    );
    expect(stated.length).toBeGreaterThanOrEqual(2);
    expect(new Set(stated)).toEqual(new Set([windowMinutes]));
  });

  it('says what is counted, per IP address, per visitor and per account, and that it is stored in the database', () => {
    const [counting] = about(/counts requests/);
    expect(counting).toMatch(/per IP address/);
    expect(counting).toMatch(/per visitor/);
    expect(counting).toMatch(/anonymous ID/);
    expect(counting).toMatch(/per account/);
    // The gateway counts per UTC day too, and the page says so.
    expect(DAY_MS).toBe(24 * 60 * 60_000);
    expect(Object.keys(DEFAULT_DAILY_LIMIT)).toEqual([
      'anonymous',
      'visitor',
      'crowd',
      'user',
      'unverified',
      'accounts',
    ]);
    // The crowd's and the accounts' counts per address.
    expect(counting).toMatch(/all accounts and of all visitors from one IP address together/);
    expect(counting).toContain('of its day (UTC)');
    expect(counting).toMatch(/database \(Cloud Firestore\)/);
    expect(counting).toContain(`${windowMinutes}-minute window`);
    expect(paragraphs.join('\n')).not.toMatch(/in memory only/);
  });

  it('says the counts are removed by an expiry policy, and the account’s with the account', () => {
    const [keeping] = about(/^Request counts:/);
    expect(keeping).toMatch(/deleted automatically by an expiry policy/);
    expect(keeping).toMatch(/counts kept under your account’s ID are deleted with your account/);
    expect(about(/Delete my account and data/)[0]).toMatch(/request counts kept under its ID/);
    // What the deletion removes is every key that holds the uid: as a seller and as the visitor before.
    expect(accountKeys('u1')).toEqual([
      'user:u1',
      'visitor:u1',
      'day:user:u1',
      'day:visitor:u1',
      'market:user:u1',
      'market:visitor:u1',
    ]);
  });
});
