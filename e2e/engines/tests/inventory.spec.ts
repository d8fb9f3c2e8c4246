/**
 * A seller's inventory on Firefox and WebKit: a result on screen is a result saved (the listings'
 * outbox, even on WebKit, whose Firestore cache is in memory), and sign-out leaves nothing of the
 * seller in this engine's storage.
 */
import { waitForAuthEmulator } from '../../support/authEmulator';
import { sessionUid } from '../../support/firestoreEmulator';
import { expect, expectNoErrors, expectPath, expectRole, expectText, test } from '../support/fixtures';
import { analyseHere, expectListingsAnswered, signInNewSeller, statText } from '../support/flows';

test.beforeAll(waitForAuthEmulator);

test('a page load the moment the price shows keeps the listing; sign-out then leaves nothing of the seller', async ({
  app,
}) => {
  test.slow();
  const email = await signInNewSeller(app, 'inventory');
  await app.click({ role: 'link', name: 'Scan New Item' });
  await analyseHere(app, 'portraitExif6');
  const name = await app.evaluate(() => document.getElementById('result-heading')?.textContent?.trim() ?? '');
  // At once, as a seller whose tab is reloaded: no wait for "Saved to your listings".
  await app.goto('/dashboard');
  await expectListingsAnswered(app);
  await expect
    .poll(() => statText(app, 'Items Scanned'), { message: `${app.engine}: Items Scanned`, timeout: 30_000 })
    .toBe('Items Scanned1');
  await expectRole(app, { role: 'link', name, exact: false });

  const uid = await app.evaluate(sessionUid);
  expect(uid).not.toBe('');

  // As a seller would: the dashboard no longer says anything is waiting to sync (the save's photos
  // may still be going up on a busy machine), so sign-out has nothing to ask about.
  await expect
    .poll(() => app.evaluate(() => /waiting to sync/.test(document.body.textContent ?? '')), {
      message: `${app.engine}: waiting to sync`,
      timeout: 30_000,
    })
    .toBe(false);
  await app.click({ role: 'button', name: 'Sign Out' });
  await expectPath(app, '/');
  await expectRole(app, { role: 'link', name: 'Sign In' });
  // Everything this engine's storage holds, as text: every record (and key) of every IndexedDB
  // database, and every localStorage and sessionStorage entry.
  const stored = () =>
    app.evaluate(async () => {
      const read = (name: string) =>
        new Promise<string>((resolve) => {
          const opening = indexedDB.open(name);
          // Gone since it was listed (its deletion was still under way): opening would make it
          // again, empty, and the check below would find this probe's own database.
          opening.onupgradeneeded = () => opening.transaction?.abort();
          opening.onerror = () => resolve('');
          opening.onsuccess = () => {
            const db = opening.result;
            const stores = Array.from(db.objectStoreNames);
            if (stores.length === 0) {
              db.close();
              resolve('');
              return;
            }
            const transaction = db.transaction(stores, 'readonly');
            const texts: string[] = [];
            for (const store of stores) {
              const all = transaction.objectStore(store).getAll();
              all.onsuccess = () => texts.push(JSON.stringify(all.result));
              const keys = transaction.objectStore(store).getAllKeys();
              keys.onsuccess = () => texts.push(JSON.stringify(keys.result));
            }
            transaction.oncomplete = () => {
              db.close();
              resolve(texts.join('\n'));
            };
            transaction.onerror = () => resolve(texts.join('\n'));
          };
        });
      const names = (await indexedDB.databases()).map((db) => db.name ?? '');
      const databases = await Promise.all(names.map(async (name) => `${name}: ${await read(name)}`));
      const entries = [localStorage, sessionStorage].flatMap((storage) =>
        Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
      );
      return [...databases, ...entries].join('\n');
    });
  const seller = [uid, email, ...(name ? [name] : [])];
  await expect
    .poll(
      async () => {
        const text = await stored();
        return seller.filter((value) => value !== '' && text.includes(value));
      },
      {
        message: `${app.engine}: the seller's uid, e-mail or item left in storage after sign-out`,
        timeout: 20_000,
      },
    )
    .toEqual([]);
  expect((await stored()).split('\n').filter((line) => /^(snap:|firebase:authUser:)/.test(line))).toEqual([]);
  // The app's databases themselves go, not only what they held (Firebase's heartbeat stays: nothing of theirs).
  const appDatabases = () =>
    app.evaluate(async () =>
      (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => /^(snap-|firestore\/)/.test(name)),
    );
  await expect
    .poll(appDatabases, { message: `${app.engine}: the app's IndexedDB databases after sign-out` })
    .toEqual([]);
  await app.goto('/dashboard');
  await expectText(app, 'Sign In');
  expectNoErrors(app);
});
