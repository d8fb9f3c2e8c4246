/**
 * Without a TTL policy the counter documents are never deleted, so the deploy docs must give the
 * exact command for the collection and field the limiter writes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORST_CASE_MICRO_USD } from '../config/costs';
import { RATE_LIMIT_COLLECTION, RATE_LIMIT_EXPIRY_FIELD } from '../http/firestoreRateLimiter';

const repo = join(__dirname, '..', '..', '..');
const command = `gcloud firestore fields ttls update ${RATE_LIMIT_EXPIRY_FIELD} --collection-group=${RATE_LIMIT_COLLECTION} --enable-ttl`;

describe('the rate-limit counters’ TTL policy', () => {
  it.each(['docs/deploying.md', 'functions/README.md'])(
    '%s gives the command for the limiter’s collection and field',
    (doc) => {
      expect(readFileSync(join(repo, doc), 'utf8')).toContain(command);
    },
  );
});

describe('the worst-case prices the daily budget charges', () => {
  const readme = readFileSync(join(repo, 'functions', 'README.md'), 'utf8');
  /** The last dollar figure of the README table's row that starts with `label`. */
  const maxOfRow = (label: string) => {
    const row = readme.split('\n').find((line) => line.startsWith(`| ${label}`));
    const dollars = [...(row ?? '').matchAll(/\$(\d+\.\d+)/g)].map((match) => Number(match[1]));
    return Math.round((dollars.at(-1) ?? NaN) * 1_000_000);
  };

  it('are the README cost table’s maxima', () => {
    expect(maxOfRow('identify (low)')).toBe(WORST_CASE_MICRO_USD.identify.low);
    expect(maxOfRow('same, a 16:9 photo (6 tiles)')).toBe(WORST_CASE_MICRO_USD.identify.high);
    expect(maxOfRow('estimate')).toBe(WORST_CASE_MICRO_USD.estimate);
    expect(maxOfRow('listing')).toBe(WORST_CASE_MICRO_USD.listing);
  });
});

describe('the TTL policy the deploy sets up', () => {
  it('is declared in firestore.indexes.json for the limiter’s collection and field, and deployed with the gateway', async () => {
    const indexes = JSON.parse(readFileSync(join(repo, 'firestore.indexes.json'), 'utf8')) as {
      fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
    };
    expect(indexes.fieldOverrides).toContainEqual(
      expect.objectContaining({
        collectionGroup: RATE_LIMIT_COLLECTION,
        fieldPath: RATE_LIMIT_EXPIRY_FIELD,
        ttl: true,
      }),
    );
    const firebase = JSON.parse(readFileSync(join(repo, 'firebase.json'), 'utf8')) as {
      firestore: { indexes: string };
    };
    expect(firebase.firestore.indexes).toBe('firestore.indexes.json');
    const { MODULES } = (await import(join(repo, 'scripts', 'deploy', 'config.mjs'))) as {
      MODULES: Record<string, { target: string }>;
    };
    expect(MODULES.functions.target.split(',')).toEqual(expect.arrayContaining(['functions', 'firestore:indexes']));
  });
});
