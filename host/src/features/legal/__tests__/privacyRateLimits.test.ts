/**
 * The Privacy page describes the gateway's request counters in plain words; these checks hold its
 * figures to the gateway's own configuration, so changing the limiter without the text fails here.
 * (The page itself cannot import from functions/: it ships to the browser.)
 */
import { DEFAULT_RATE_LIMIT } from '@snap/functions/src/config/gatewayConfig';
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

  it('says what is counted, per IP address and per account, and that it is stored in the database', () => {
    const [counting] = about(/counts requests/);
    expect(counting).toMatch(/per IP address/);
    expect(counting).toMatch(/per account/);
    expect(counting).toMatch(/database \(Cloud Firestore\)/);
    expect(counting).toContain(`${windowMinutes}-minute window`);
    expect(paragraphs.join('\n')).not.toMatch(/in memory only/);
  });

  it('says the counts are removed by an expiry policy, also after the account is deleted', () => {
    const [keeping] = about(/^Request counts:/);
    expect(keeping).toMatch(/deleted automatically by an expiry policy/);
    expect(about(/Delete my account and data/)[0]).toMatch(/request count for your account .* expires on its own/);
  });
});
